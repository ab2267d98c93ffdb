import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel.tsx';
import { SavedNote } from './saved-note.tsx';
import { SkeletonRows } from './skeleton.tsx';
import { StaleNotice } from './stale-notice.tsx';

type QueryViewQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'> & { dataUpdatedAt?: number };

/**
 * Data first: data stays on screen (marked stale) when a refetch fails; the error panel only
 * replaces the view when there is nothing to show; a skeleton keeps the layout meanwhile. Data
 * restored from an earlier visit says when it was saved.
 */
export function QueryView<T>({
  query,
  skeleton = <SkeletonRows />,
  advice,
  children,
}: {
  query: QueryViewQuery<T>;
  skeleton?: ReactNode;
  advice?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const retry = () => void query.refetch();
  if (query.data !== undefined) {
    return (
      <>
        {query.isError ? (
          <StaleNotice error={query.error} onRetry={retry} retrying={query.isFetching} />
        ) : (
          <SavedNote dataUpdatedAt={query.dataUpdatedAt ?? 0} refreshing={query.isFetching} />
        )}
        {children(query.data)}
      </>
    );
  }
  if (query.isError) return <ErrorPanel error={query.error} onRetry={retry} retrying={query.isFetching} advice={advice} />;
  return skeleton;
}
