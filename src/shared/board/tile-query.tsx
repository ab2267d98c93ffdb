import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatSecondsAgo } from '../lib/format.ts';
import { useNow } from '../hooks/use-now.ts';
import { ErrorPanel } from '../ui/error-panel.tsx';
import { Button } from '../ui/button.tsx';
import { Skeleton, SkeletonGroup } from '../ui/skeleton.tsx';

type TileQueryState<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch' | 'dataUpdatedAt'>;

/** When the tile's data is from, and a Refresh for tiles that do not poll. */
export function TileAge({
  dataUpdatedAt,
  refreshing,
  onRefresh,
  refreshLabel = 'Refresh',
}: {
  dataUpdatedAt: number;
  refreshing: boolean;
  onRefresh?: () => void;
  /** The Refresh button's words where the tile's own are clearer ("Run again"). */
  refreshLabel?: string;
}) {
  const now = useNow(15_000);
  return (
    <p className="mt-auto flex items-center justify-between gap-2 pt-2 text-xs text-muted">
      <span>{refreshing ? 'Refreshing…' : dataUpdatedAt > 0 ? `Updated ${formatSecondsAgo(dataUpdatedAt, now)}` : ''}</span>
      {onRefresh && (
        <Button variant="ghost" className="min-h-7 px-2 py-0.5 text-xs" onClick={onRefresh} disabled={refreshing}>
          {refreshLabel}
        </Button>
      )}
    </p>
  );
}

/**
 * A tile's data, compactly: skeleton while it first loads, the error with Retry when there is
 * nothing to show (only this tile: the rest of the board carries on), the data with its age
 * otherwise, marked stale when a refresh failed.
 */
export function TileQuery<T>({
  query,
  refreshable = false,
  refreshLabel,
  withAge = true,
  children,
}: {
  query: TileQueryState<T>;
  refreshable?: boolean;
  refreshLabel?: string;
  /** False for what the tile's own data needs first (a list it reads with): the data below says its own age. */
  withAge?: boolean;
  children: (data: T) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    if (query.isError) return <ErrorPanel error={query.error} onRetry={retry} retrying={query.isFetching} compact />;
    return (
      <div role="status" className="flex-1">
        <span className="sr-only">Loading…</span>
        <SkeletonGroup className="space-y-2">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-2/3" />
        </SkeletonGroup>
      </div>
    );
  }
  return (
    <>
      {children(query.data)}
      {query.isError && (
        <p className="mt-2 text-xs font-medium text-amber-900 dark:text-amber-200">
          Stale: the last refresh failed.{' '}
          <button type="button" className="underline underline-offset-2" onClick={retry}>
            Retry
          </button>
        </p>
      )}
      {withAge && (
        <TileAge dataUpdatedAt={query.dataUpdatedAt} refreshing={query.isFetching} onRefresh={refreshable ? retry : undefined} refreshLabel={refreshLabel} />
      )}
    </>
  );
}
