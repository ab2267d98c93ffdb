import { useMemo } from 'react';
import { sanitizeDescription } from '../lib/sanitize-description.ts';

/** The upstream HTML after DOMPurify: text, lists and safe links only. */
export function JobDescription({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeDescription(html), [html]);
  if (!clean.trim()) return <p className="text-sm text-zinc-600 dark:text-zinc-400">No description was provided.</p>;
  return (
    <div
      className="space-y-3 leading-relaxed [overflow-wrap:anywhere] [&_a]:text-accent [&_a]:underline [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_table]:block [&_table]:overflow-x-auto [&_ul]:list-disc [&_ul]:pl-6"
      // Safe: sanitizeDescription allows no scripts, handlers, styles, frames, forms or non-http links.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
