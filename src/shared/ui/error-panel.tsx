import type { ReactNode } from 'react';
import { isUpstreamError, type UpstreamError } from '../http/errors.ts';
import { useOnline } from '../hooks/use-online.ts';
import { Button } from './button.tsx';
import { explainError } from './error-explanation.ts';
import { OperatorNote } from './operator-note.tsx';

interface ErrorPanelProps {
  error: unknown;
  onRetry?: () => void;
  retrying?: boolean;
  /** Service-specific guidance shown under the standard advice. */
  advice?: ReactNode;
  /** A smaller notice for a failed background refresh while older data stays on screen. */
  compact?: boolean;
}

export function ErrorPanel({ error, onRetry, retrying, advice, compact }: ErrorPanelProps) {
  const online = useOnline();
  const explanation = explainError(error, { online });
  const upstream = isUpstreamError(error) ? error : undefined;
  return (
    <div
      role="alert"
      className={`rounded-lg border border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100 ${compact ? 'p-3 text-sm' : 'p-4'}`}
    >
      <p className="font-semibold">{explanation.title}</p>
      <p className="mt-1">{explanation.summary}</p>
      <p className="mt-1">{explanation.advice}</p>
      {upstream && upstream.details.length > 0 && (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {upstream.details.map((detail) => (
            <li key={`${detail.field}:${detail.message}`}>
              <code className="font-mono">{detail.field}</code>: {detail.message}
            </li>
          ))}
        </ul>
      )}
      {advice && <div className="mt-2 text-sm">{advice}</div>}
      {explanation.operator && (
        <div className="mt-2">
          <OperatorNote>{explanation.operator}</OperatorNote>
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        )}
        {upstream && <ErrorDetails error={upstream} />}
      </div>
    </div>
  );
}

function ErrorDetails({ error }: { error: UpstreamError }) {
  const rows: [string, string | undefined][] = [
    ['Service', error.service],
    ['Kind', error.kind],
    ['Status', error.status?.toString()],
    ['Code', error.code],
    ['Upstream message', error.upstreamMessage],
    ['Retry after', error.retryAfterMs === undefined ? undefined : `${Math.ceil(error.retryAfterMs / 1000)} s`],
    ['Request', error.request && `${error.request.method} ${error.request.url}`],
    ['Technical message', error.message],
  ];
  return (
    <details className="w-full text-sm">
      <summary className="cursor-pointer font-medium">Details</summary>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
      </dl>
      {error.rawBody && (
        <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-white/70 p-2 text-xs text-zinc-900 dark:bg-black/40 dark:text-zinc-100">
          {error.rawBody}
        </pre>
      )}
    </details>
  );
}
