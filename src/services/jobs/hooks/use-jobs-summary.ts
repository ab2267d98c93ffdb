import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';
import { jobsListQuery } from '../api/jobs-list.ts';
import { summarizeJobs } from '../lib/list-summary.ts';

/** The jobs list's cached pages, counted as they are (see summarizeJobs): page 1 here is page 1 on /jobs. */
export function useJobsSummary() {
  const query = useInfiniteQuery(jobsListQuery(useEndpoint('jobs')));
  const pages = query.data?.pages;
  const summary = useMemo(() => (pages ? summarizeJobs(pages) : undefined), [pages]);
  return { query, summary };
}
