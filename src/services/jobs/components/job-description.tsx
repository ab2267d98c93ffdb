import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { descriptionMarkup } from '../lib/description-markup.ts';
import type { Sanitize } from '../lib/job-marks.ts';
import { loadedSanitizer, loadSanitizer } from '../lib/sanitizer.ts';

/** The sanitizer, once loaded (it loads with the first description shown); `failed` when it could not load. */
function useSanitizer() {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(loadedSanitizer);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (sanitize) return;
    let mounted = true;
    loadSanitizer().then(
      (loaded) => mounted && setSanitize(() => loaded),
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [sanitize, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { sanitize, failed, retry };
}

/** The upstream HTML after DOMPurify: text, lists and safe links only. */
export function JobDescription({ html }: { html: string }) {
  const { sanitize, failed, retry } = useSanitizer();
  const clean = useMemo(() => sanitize?.(html), [sanitize, html]);
  const muted = 'text-sm text-muted';
  if (clean === undefined)
    return failed ? (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p>The description could not be shown: the code that cleans it did not load.</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>
    ) : (
      <p className={muted} aria-busy="true">
        Loading the description…
      </p>
    );
  if (!clean.trim()) return <p className={muted}>No description was provided.</p>;
  return (
    <div
      className="space-y-3 leading-relaxed [overflow-wrap:anywhere] [&_a]:text-accent [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6"
      // Safe: sanitizeDescription allows no scripts, handlers, styles, frames, forms or non-http links.
      dangerouslySetInnerHTML={{ __html: descriptionMarkup(clean) }}
    />
  );
}
