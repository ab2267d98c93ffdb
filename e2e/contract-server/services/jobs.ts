import type { UpstreamModule } from '../types.ts';

export const jobs: UpstreamModule = {
  name: 'jobs',
  cors: 'open',
  handle(ctx) {
    if (ctx.path !== '/api/job-board-api') return;
    ctx.json(200, { data: [], links: { first: null, last: null, prev: null, next: null }, meta: { current_page: 1, per_page: 100 } });
  },
};
