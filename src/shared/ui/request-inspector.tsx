import { toCurl } from '../http/curl.ts';
import { type RequestLogEntry } from '../http/request-log.ts';
import { CopyButton } from './copy-button.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import { useRequestLog } from '../hooks/use-request-log.ts';

/** Shows the exact upstream requests a panel made, keys masked, and copies one as curl. */
export function RequestInspector({ services, label = 'Inspect requests' }: { services: readonly string[]; label?: string }) {
  const entries = useRequestLog(services);
  return (
    <details className="rounded-lg border border-zinc-200 bg-white p-3 text-sm dark:border-zinc-800 dark:bg-zinc-900">
      <summary className="cursor-pointer font-medium">
        {label} <span className="font-normal text-muted">({entries.length})</span>
      </summary>
      {entries.length === 0 ? (
        <p className="mt-2 text-muted">No request yet.</p>
      ) : (
        // Every logged request (the log keeps the last 20 per upstream), newest first: a fallback's
        // earlier failures stay in reach however many requests followed them.
        <ScrollRegion role="group" label="Request log" className="mt-2 max-h-96 overflow-y-auto pr-1">
          <ol aria-label={`${label}: ${entries.length} requests, newest first`} className="space-y-3">
            {entries.map((entry) => (
              <RequestRow key={entry.id} entry={entry} />
            ))}
          </ol>
        </ScrollRegion>
      )}
    </details>
  );
}

const outcomeLabel: Record<RequestLogEntry['outcome'], string> = {
  pending: 'in flight',
  ok: 'ok',
  error: 'failed',
  aborted: 'aborted (superseded)',
};

function RequestRow({ entry }: { entry: RequestLogEntry }) {
  return (
    <li className="space-y-1 border-t border-zinc-200 pt-2 first:border-t-0 first:pt-0 dark:border-zinc-800">
      <p className="break-all font-mono text-xs">
        <span className="font-bold">{entry.method}</span> {entry.url}
      </p>
      <p className="text-xs text-soft">
        Status {entry.status ?? '—'} · {entry.durationMs === undefined ? '…' : `${entry.durationMs} ms`} · {outcomeLabel[entry.outcome]}
        {entry.errorKind ? ` (${entry.errorKind})` : ''}
        {entry.viaProxyTo ? ` · via this site's proxy to ${entry.viaProxyTo}` : ''}
      </p>
      <CopyButton text={toCurl(entry)} label="Copy as curl" />
    </li>
  );
}
