import { useBpiFeed } from '../hooks/use-feed.ts';

/** What the live stream delivered and what it skipped: beside the request inspector. */
export function StreamInspector() {
  const { counts, lastSkipped } = useBpiFeed();
  const rows: [string, number][] = [
    ['Messages', counts.messages],
    ['Trades (ticker)', counts.ticks],
    ['Heartbeats', counts.heartbeats],
    ['Skipped: malformed', counts.malformed],
    ['Skipped: unknown type', counts.unknown],
    ['Ignored: older than the trade shown', counts.older],
  ];
  return (
    <details className="rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900">
      <summary className="cursor-pointer font-medium">
        Inspect the live stream{' '}
        <span className="font-normal text-soft">
          ({counts.messages} messages, {counts.malformed + counts.unknown} skipped)
        </span>
      </summary>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 tabular-nums sm:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-soft">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {lastSkipped && <p className="mt-2 break-words text-xs text-soft">Last skipped: {lastSkipped}.</p>}
    </details>
  );
}
