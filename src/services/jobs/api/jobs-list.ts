import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { requestJson, type ErrorBodyReader } from '../../../shared/http/request.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { jobsPageSchema, type JobsPage } from './schemas.ts';

/** Laravel answers `{ "message": "Too Many Attempts." }`; Cloudflare sends HTML (read by request()). */
const describeJobsError: ErrorBodyReader = (body) =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? { message: body.message } : undefined;

/**
 * We build `?page=N` ourselves: `links.next` carries a rotating `?tag=` term that narrows results.
 * `visa_sponsorship=true` is the one filter the board applies itself.
 */
function getJobsPage(endpoint: Endpoint, page: number, visaOnly: boolean, signal?: AbortSignal): Promise<JobsPage> {
  return requestJson({
    endpoint,
    path: '/api/job-board-api',
    query: { page, visa_sponsorship: visaOnly ? 'true' : undefined },
    schema: jobsPageSchema,
    signal,
    describeError: describeJobsError,
  });
}

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

export const jobsListQuery = (endpoint: Endpoint, { visaOnly }: JobsListScope = { visaOnly: false }) =>
  infiniteQueryOptions({
    queryKey: queryKey('jobs', 'job-list', endpoint, { visaOnly }),
    queryFn: ({ pageParam, signal }) => getJobsPage(endpoint, pageParam, visaOnly, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastParam) => (last.lastPage || all.length >= MAX_PAGES ? undefined : lastParam + 1),
    staleTime: LIST_STALE_MS,
    ...PERSISTED,
  });
