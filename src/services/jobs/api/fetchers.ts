import { requestJson } from '../../../shared/http/request.ts';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { jobsPageSchema, type JobsPage } from './schemas.ts';

/** Laravel answers `{ "message": "Too Many Attempts." }`; Cloudflare sends HTML (read by request()). */
function describeJobsError(body: unknown) {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return { message: body.message };
  }
  return undefined;
}

/**
 * We build `?page=N` ourselves: `links.next` carries a rotating `?tag=` term that narrows results.
 * `visa_sponsorship=true` is the one filter the board applies itself.
 */
export function jobsPageUrl(base: string, page: number, visaOnly = false): string {
  return `${base}/api/job-board-api?page=${page}${visaOnly ? '&visa_sponsorship=true' : ''}`;
}

export function getJobsPage(endpoint: Endpoint, page: number, visaOnly: boolean, signal?: AbortSignal): Promise<JobsPage> {
  return requestJson({
    service: 'jobs',
    url: jobsPageUrl(endpoint.base, page, visaOnly),
    schema: jobsPageSchema,
    signal,
    describeError: describeJobsError,
    viaProxyTo: endpoint.viaProxy ? endpoint.upstream : undefined,
  });
}
