import type { FeedMode } from '../lib/stream/feed-mode.ts';
import { FAILURES_BEFORE_POLLING } from '../lib/stream/feed-mode.ts';
import { formatDateTime } from '../../../shared/lib/reader-locale.ts';
import { useLiveSelect } from '../hooks/use-live-select.ts';
import { useFeedMode } from '../hooks/use-feed.ts';

const tradeTime = (at: number) => formatDateTime(at, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC' });

/** The mode in words: what a screen reader hears when it changes (never the per-second count). */
export function modeAnnouncement(mode: FeedMode): string {
  switch (mode.kind) {
    case 'live':
      return 'Live price';
    case 'quiet':
      return 'No trades lately; the connection is alive';
    case 'reconnecting':
      return 'Reconnecting to the live stream';
    case 'polling':
      return 'Live stream unavailable; refreshing on a timer';
    case 'off':
      return 'Live stream closed';
    default:
      return 'Connecting to the live stream';
  }
}

/** The mode in words, with what it means for freshness. */
export function modeText(mode: FeedMode, refreshMs: number, lastTradeAt?: number): string {
  switch (mode.kind) {
    case 'live':
      return `Live — streamed trades${lastTradeAt ? `, last at ${tradeTime(lastTradeAt)} UTC` : ''}`;
    case 'quiet':
      return `No trades for ${mode.seconds} s (connection alive)`;
    case 'reconnecting':
      return `Reconnecting… (attempt ${mode.attempt} of ${FAILURES_BEFORE_POLLING})`;
    case 'polling':
      return `Refreshing every ${Math.round(refreshMs / 1000)} s — live stream unavailable: ${mode.reason}. Trying the stream again in the background.`;
    case 'off':
      // Closed only when no one shows the price or the tab has been hidden for a minute.
      return 'Live stream closed while this tab is hidden';
    default:
      return 'Connecting to the live stream…';
  }
}

const dot: Record<FeedMode['kind'], string> = {
  live: 'bg-emerald-600',
  quiet: 'bg-emerald-600',
  reconnecting: 'bg-amber-500',
  polling: 'bg-amber-500',
  connecting: 'bg-zinc-400',
  off: 'bg-zinc-400',
};

/**
 * Which mode the price is in, read here: the line re-renders as "quiet" counts its seconds, the page
 * does not. The line itself is not a live region (the count changes every second); a visually
 * hidden status says each change of mode once.
 */
export function FeedStatus({ refreshMs, offline }: { refreshMs: number; offline?: boolean }) {
  const mode = useFeedMode();
  // The last trade's whole second, as the line writes it: trades within one second re-render it once.
  const lastTradeAt = useLiveSelect((data) => (data?.source === 'feed' && data.asOf !== undefined ? Math.floor(data.asOf / 1000) * 1000 : undefined));
  if (offline) {
    return (
      <div className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200" data-testid="feed-status">
        <span aria-hidden="true" className={`mt-1.5 inline-block size-2 shrink-0 rounded-full ${dot.off}`} />
        <p className="min-h-10 sm:min-h-5">Offline — the live stream resumes when the connection is back.</p>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-2 text-sm text-zinc-800 dark:text-zinc-200" data-testid="feed-status">
      <span aria-hidden="true" className={`mt-1.5 inline-block size-2 shrink-0 rounded-full ${dot[mode.kind]}`} />
      {/* Two lines held on phones: the mode's words change length without moving the page. */}
      <p className="min-h-10 tabular-nums sm:min-h-5">{modeText(mode, refreshMs, lastTradeAt)}</p>
      <span role="status" className="sr-only">
        {modeAnnouncement(mode)}
      </span>
    </div>
  );
}
