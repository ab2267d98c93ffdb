import { LiveStatus } from '../../../shared/ui/live-status.tsx';
import { useLiveSelect } from '../hooks/use-live-select.ts';

interface PriceLiveStatusProps {
  streaming: boolean;
  /** When the polled price was last answered. */
  polledAt: number;
  intervalMs: number;
  pausedReason?: string;
  isFetching: boolean;
  onRefresh: () => void;
}

/** The refresh line: while the feed streams, "updated" is the newest trade's time, read here so the page does not re-render with each trade. */
export function PriceLiveStatus({ streaming, polledAt, ...status }: PriceLiveStatusProps) {
  const streamedAt = useLiveSelect((data) => (streaming ? data?.fetchedAt : undefined));
  return <LiveStatus updatedAt={(streaming ? streamedAt : polledAt) || undefined} {...status} />;
}
