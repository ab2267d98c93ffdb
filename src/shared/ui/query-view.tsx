import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel.tsx';
import { SavedNote } from './saved-note.tsx';
import { SkeletonRows } from './skeleton.tsx';
import { StaleNotice } from './stale-notice.tsx';

type QueryViewQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'> & { dataUpdatedAt?: number };

/**
 * What a QueryView needs of a query, its first data deferred: the first answer replaces the
 * skeleton with the whole view, which React would draw in one long task; drawn from a deferred
 * copy, it renders in a transition that yields to the browser between components. Later answers
 * (a refetch, a streamed price several times a second) change part of a view already drawn and
 * are drawn at once: deferred, each would be drawn twice.
 */
export function useDeferredQueryView<T>(query: QueryViewQuery<T>): QueryViewQuery<T> {
  // Only the arrival is deferred (a boolean, unchanged by later answers), never the data itself.
  const arrived = useDeferredValue(query.data !== undefined);
  const data = arrived ? query.data : undefined;
  return { data, error: query.error, isError: query.isError, isFetching: query.isFetching, refetch: query.refetch, dataUpdatedAt: query.dataUpdatedAt };
}

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
