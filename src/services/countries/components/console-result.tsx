import { formatInteger } from '../../../shared/lib/format.ts';
import { formatFixed } from '../../../shared/lib/reader-locale.ts';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { CopyButton } from '../../../shared/ui/copy-button.tsx';
import type { ConsoleOutcome } from '../api/console.ts';
import { NOT_SENT_HEADINGS } from '../lib/console/console-messages.ts';
import { JsonTree, type Json } from './console/json-tree.tsx';
import { ScrollRegion } from '../../../shared/ui/scroll-region.tsx';

const formatBytes = (bytes: number) => (bytes < 1024 ? `${formatInteger(bytes)} B` : `${formatFixed(bytes / 1024, 1)} KB`);

export function ConsoleResult({ outcome }: { outcome: ConsoleOutcome }) {
  // Expand all / Collapse all set every level at once; `round` renders the tree afresh so each disclosure takes it.
  const [folding, setFolding] = useState({ open: true, round: 0 });
  if (outcome.kind === 'local-errors') {
    return (
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
      >
        <p className="font-semibold">{NOT_SENT_HEADINGS[outcome.checked]}</p>
        <ul className="mt-1 list-disc pl-5">
          {outcome.errors.map((error) => (
            <li key={error} className="break-words">
              {error}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const hasErrors = Boolean(outcome.json.errors?.length);
  const text = JSON.stringify(outcome.json, null, 2);
  return (
    <section aria-label="Query result" className="space-y-1">
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-sm font-medium">
          {hasErrors ? (outcome.json.data ? 'Partial data with errors' : 'The server answered with errors') : 'Result'}
          <span className="font-normal text-muted">
            {' '}
            · {outcome.ms} ms · {formatBytes(outcome.bytes)}
          </span>
        </p>
        <CopyButton text={text} label="Copy JSON" />
        <Button onClick={() => setFolding(({ round }) => ({ open: true, round: round + 1 }))}>Expand all</Button>
        <Button onClick={() => setFolding(({ round }) => ({ open: false, round: round + 1 }))}>Collapse all</Button>
      </div>
      <ScrollRegion
        label="Result JSON"
        className="max-h-96 overflow-auto rounded-md border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs dark:border-zinc-800 dark:bg-zinc-900"
      >
        <JsonTree key={folding.round} value={outcome.json as Json} open={folding.open} />
      </ScrollRegion>
    </section>
  );
}
