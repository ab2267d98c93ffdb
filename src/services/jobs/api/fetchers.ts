import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { requestJson, type ErrorBodyReader } from '../../../shared/http/request.ts';
import { jobsPageSchema, type JobsPage } from './schemas.ts';

/** Laravel answers `{ "message": "Too Many Attempts." }`; Cloudflare sends HTML (read by request()). */
export const describeJobsError: ErrorBodyReader = (body) =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? { message: body.message } : undefined;

/**
 * We build `?page=N` ourselves: `links.next` carries a rotating `?tag=` term that narrows results.
 * `visa_sponsorship=true` is the one filter the board applies itself.
 */
export function getJobsPage(endpoint: Endpoint, page: number, visaOnly: boolean, signal?: AbortSignal): Promise<JobsPage> {
  return requestJson({
    endpoint,
    path: '/api/job-board-api',
    query: { page, visa_sponsorship: visaOnly ? 'true' : undefined },
    schema: jobsPageSchema,
    signal,
    describeError: describeJobsError,
  });
}
