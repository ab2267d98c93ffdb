import { memo } from 'react';
import { formatSecondsAgo } from '../lib/format.ts';
import { PAGE_OPENED_AT } from '../lib/persisted-query.ts';
import { useNow } from '../hooks/use-now.ts';

interface SavedNoteProps {
  dataUpdatedAt: number;
  refreshing: boolean;
}

/**
 * Says when data on screen was saved, for data restored from an earlier visit (answered before
 * this page was opened); nothing for data fetched during this visit. Memoised, and its clock runs
 * only while it shows: the pages that stream re-render their views many times a second.
 */
export const SavedNote = memo(function SavedNote({ dataUpdatedAt, refreshing }: SavedNoteProps) {
  if (dataUpdatedAt === 0 || dataUpdatedAt >= PAGE_OPENED_AT) return null;
  return <SavedAt dataUpdatedAt={dataUpdatedAt} refreshing={refreshing} />;
});

function SavedAt({ dataUpdatedAt, refreshing }: SavedNoteProps) {
  const now = useNow(30_000);
  return (
    <p className="mb-2 text-xs text-muted">
      Saved {formatSecondsAgo(dataUpdatedAt, now)}
      {refreshing ? ' · refreshing…' : ''}
    </p>
  );
}
