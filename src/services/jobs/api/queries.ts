import { infiniteQueryOptions } from '@tanstack/react-query';
import { endpointScope, type Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { getJobsPage } from './fetchers.ts';

/** No total count upstream: this caps how far "load more" goes (100 pages ≈ 10,000 jobs). */
export const MAX_PAGES = 100;
/** How many pages a direct link to a job may load while looking for it. */
export const LOOKUP_MAX_PAGES = 10;

/**
 * The board refreshes hourly and a refetch re-reads every loaded page one by one, so the list
 * stays fresh for a long time rather than re-walking dozens of pages on each visit.
 */
const LIST_STALE_MS = 30 * 60_000;

export interface JobsListScope {
  /** The board's own `visa_sponsorship=true` list: other jobs, so its own pages and key. */
  visaOnly: boolean;
}

/** Keys carry the endpoint base so a Settings change loads from the new upstream. */
export const jobsQueries = {
  all: () => ['jobs'] as const,
  lists: () => [...jobsQueries.all(), 'job', 'list'] as const,
  list: (endpoint: Endpoint, { visaOnly }: JobsListScope = { visaOnly: false }) =>
    infiniteQueryOptions({
      queryKey: [...jobsQueries.lists(), endpointScope(endpoint), { visaOnly }] as const,
      queryFn: ({ pageParam, signal }) => getJobsPage(endpoint, pageParam, visaOnly, signal),
      initialPageParam: 1,
      getNextPageParam: (last, all, lastParam) => (last.lastPage || all.length >= MAX_PAGES ? undefined : lastParam + 1),
      staleTime: LIST_STALE_MS,
      ...PERSISTED,
    }),
};
