import { useId } from 'react';
import { formatSecondsAgo } from '../lib/format.ts';
import { useNow } from '../hooks/use-now.ts';
import { Button } from './button.tsx';

interface LiveStatusProps {
  updatedAt?: number;
  intervalMs: number;
  /** Why auto-refresh is paused, if it is. */
  pausedReason?: string;
  isFetching: boolean;
  onRefresh: () => void;
  /** Why "Refresh now" would do nothing now, if it would: the button is disabled and says so. */
  refreshDisabledReason?: string;
}

export function LiveStatus({ updatedAt, intervalMs, pausedReason, isFetching, onRefresh, refreshDisabledReason }: LiveStatusProps) {
  const now = useNow(1000);
  const reasonId = useId();
  const nextInSeconds = updatedAt ? Math.max(0, Math.ceil((updatedAt + intervalMs - now) / 1000)) : undefined;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-soft">
      <Button onClick={onRefresh} disabled={isFetching || Boolean(refreshDisabledReason)} aria-describedby={refreshDisabledReason ? reasonId : undefined}>
        Refresh now
      </Button>
      {/* The button comes first and the counting text takes its own line on phones, so the text
          changing every second never moves the button or changes where the row wraps. */}
      <p className="flex basis-full flex-wrap gap-x-3 tabular-nums sm:basis-auto">
        <span>{updatedAt ? `Updated ${formatSecondsAgo(updatedAt, now)}` : 'Not updated yet'}</span>
        <span id={reasonId}>
          {refreshDisabledReason
            ? `Refresh unavailable: ${refreshDisabledReason}`
            : pausedReason
              ? `Auto-refresh paused: ${pausedReason}`
              : isFetching
                ? 'Refreshing…'
                : nextInSeconds !== undefined
                  ? `Next refresh in ${nextInSeconds} s`
                  : `Refreshes every ${Math.round(intervalMs / 1000)} s`}
        </span>
      </p>
    </div>
  );
}
