import type { UpstreamModule } from '../types.ts';

export const colleges: UpstreamModule = {
  name: 'colleges',
  cors: 'open',
  rateLimitBody: () => ({
    error: { code: 'OVER_RATE_LIMIT', message: 'You have exceeded your rate limit. Try again later or contact us at https://api.data.gov:443/contact/ for assistance' },
  }),
  handle(ctx) {
    if (ctx.path !== '/schools') return;
    ctx.json(200, {
      metadata: { page: 0, total: 1, per_page: 20 },
      results: [{ id: 228778, 'school.name': 'The University of Texas at Austin', 'latest.student.size': 40804 }],
    });
  },
};
