import { formatSecondsAgo } from '../lib/format.ts';
import { PAGE_OPENED_AT } from '../lib/persisted-query.ts';
import { useNow } from '../lib/use-now.ts';

/**
 * Says when data on screen was saved, for data restored from an earlier visit (answered before
 * this page was opened); nothing for data fetched during this visit.
 */
export function SavedNote({ dataUpdatedAt, refreshing }: { dataUpdatedAt: number; refreshing: boolean }) {
  const now = useNow(30_000);
  if (dataUpdatedAt === 0 || dataUpdatedAt >= PAGE_OPENED_AT) return null;
  return (
    <p className="mb-2 text-xs text-zinc-600 dark:text-zinc-400">
      Saved {formatSecondsAgo(dataUpdatedAt, now)}
      {refreshing ? ' · refreshing…' : ''}
    </p>
  );
}
