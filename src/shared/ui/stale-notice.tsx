import { ErrorPanel } from './error-panel.tsx';

/** Shown above data that is still on screen after a background refresh failed. */
export function StaleNotice({ error, onRetry, retrying }: { error: unknown; onRetry?: () => void; retrying?: boolean }) {
  return (
    <div className="mb-3 space-y-2">
      <StaleBadge />
      <ErrorPanel error={error} onRetry={onRetry} retrying={retrying} compact />
    </div>
  );
}

export function StaleBadge({ label = 'Stale: showing the last good data' }: { label?: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100">
      {label}
    </span>
  );
}
