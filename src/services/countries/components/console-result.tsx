import type { ConsoleOutcome } from '../api/console.ts';

export function ConsoleResult({ outcome }: { outcome: ConsoleOutcome }) {
  if (outcome.kind === 'local-errors') {
    return (
      <div
        role="alert"
        className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
      >
        <p className="font-semibold">
          {outcome.checked === 'syntax' ? 'The query cannot be read (not sent):' : 'The server’s schema rejects this query (not sent):'}
        </p>
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
  return (
    <section aria-label="Query result" className="space-y-1">
      <p role="status" className="text-sm font-medium">
        {hasErrors ? (outcome.json.data ? 'Partial data with errors' : 'The server answered with errors') : 'Result'}
      </p>
      <pre
        role="region"
        aria-label="Result JSON"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        tabIndex={0}
        className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border border-zinc-200 bg-zinc-50 p-3 font-mono text-xs dark:border-zinc-800 dark:bg-zinc-900"
      >
        {JSON.stringify(outcome.json, null, 2)}
      </pre>
    </section>
  );
}
