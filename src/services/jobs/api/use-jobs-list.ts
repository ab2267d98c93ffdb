import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { useSettings } from '../../../shared/config/settings-store.ts';
import { indexJobs } from '../lib/job-index.ts';
import { jobsQueries } from './queries.ts';

export function useJobsEndpoint() {
  const settings = useSettings();
  // endpointFor reads the settings store itself; `settings` only tells us when to ask again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => endpointFor('jobs'), [settings]);
}

/** The loaded pages as one indexed list, plus a `loadMore` that never starts a second request. */
export function useJobsList() {
  const endpoint = useJobsEndpoint();
  const query = useInfiniteQuery(jobsQueries.list(endpoint));
  const pages = query.data?.pages;
  const jobs = useMemo(() => indexJobs(pages ?? []), [pages]);
  const skipped = useMemo(() => (pages ?? []).reduce((sum, page) => sum + page.skipped, 0), [pages]);
  const { isFetching, fetchNextPage, hasNextPage } = query;
  const loadMore = useCallback(() => {
    if (!isFetching && hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [isFetching, hasNextPage, fetchNextPage]);
  return { query, jobs, skipped, pageCount: pages?.length ?? 0, loadMore };
}
