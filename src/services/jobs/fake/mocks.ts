import { http, HttpResponse } from 'msw';
import { samplePage } from './sample-jobs.ts';

/** The demo board: 250 jobs over three pages, then the empty page the real API returns. */
export const DEMO_TOTAL_JOBS = 250;

const anchorSeconds = () => Math.floor(Date.now() / 3_600_000) * 3600;

/** One page of the board; `visaOnly` is the `visa_sponsorship=true` list, a subset paged on its own. */
export function buildJobsPage(page: number, total = DEMO_TOTAL_JOBS, { visaOnly = false } = {}) {
  return samplePage({ page, total, visaOnly, anchorSeconds: anchorSeconds(), path: 'https://www.arbeitnow.com/api/job-board-api', tag: 'Developer' });
}

export const handlers = [
  http.get('*/api/job-board-api', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const page = Math.max(1, Number(params.get('page')) || 1);
    return HttpResponse.json(buildJobsPage(page, DEMO_TOTAL_JOBS, { visaOnly: params.get('visa_sponsorship') === 'true' }));
  }),
];
