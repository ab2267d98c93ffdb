import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { indexJobs } from '../lib/job-index.ts';
import { jobsListQuery, type JobsListScope } from '../api/jobs-list.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/**
 * The loaded pages as one indexed list, plus a `loadMore` that never starts a second request: a
 * click while the loaded pages refresh (window focus, reconnect) is kept and sent once the
 * refresh ends, and `loadMorePending` says so meanwhile.
 */
export function useJobsList(scope: JobsListScope = { visaOnly: false }) {
  const endpoint = useEndpoint('jobs');
  const query = useInfiniteQuery(jobsListQuery(endpoint, scope));
  const pages = query.data?.pages;
  const jobs = useMemo(() => indexJobs(pages ?? []), [pages]);
  const skipped = useMemo(() => (pages ?? []).reduce((sum, page) => sum + page.skipped, 0), [pages]);
  const { isFetching, fetchNextPage, hasNextPage } = query;
  const [wantsMore, setWantsMore] = useState(false);
  const loadMore = useCallback(() => {
    if (!hasNextPage) return;
    if (isFetching) setWantsMore(true);
    else void fetchNextPage({ cancelRefetch: false });
  }, [isFetching, hasNextPage, fetchNextPage]);
  const sendingQueued = useRef(false);
  useEffect(() => {
    if (!wantsMore || isFetching || sendingQueued.current) return;
    sendingQueued.current = true;
    // Cleared once the page has come (or the refresh found no further page), not before: the
    // button keeps saying it is loading.
    void Promise.resolve(hasNextPage ? fetchNextPage({ cancelRefetch: false }) : undefined).finally(() => {
      sendingQueued.current = false;
      setWantsMore(false);
    });
  }, [wantsMore, isFetching, hasNextPage, fetchNextPage]);
  return { query, jobs, skipped, pageCount: pages?.length ?? 0, loadMore, loadMorePending: wantsMore };
}
