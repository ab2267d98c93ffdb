import { answerSchools, GATEWAY_ERRORS } from '../../../src/services/colleges/mocks/scorecard-fake.ts';
import type { UpstreamModule } from '../types.ts';

const VALID_KEY = 'e2e-colleges-key';
const HOURLY_LIMIT = 1000;

/**
 * api.data.gov in front of Open Data Maker: key checks with the gateway's 403 bodies, then the
 * /schools contract (filters, word-prefix names, sort, zero-based pages, flat `fields`).
 * State: `{ keys?: string[] }` replaces the accepted keys.
 */
export const colleges: UpstreamModule = {
  name: 'colleges',
  cors: 'open',
  rateLimitBody: () => GATEWAY_ERRORS.overLimit,
  handle(ctx) {
    const path = ctx.path.replace(/\.json$/, '');
    if (path !== '/schools') {
      const endpoint = path.replace(/^\//, '') || '(none)';
      ctx.json(404, { error: 404, message: `${endpoint} not found. Available endpoints: schools` });
      return;
    }
    const keys = Array.isArray(ctx.state.keys) ? (ctx.state.keys as string[]) : [VALID_KEY];
    const served = Number(ctx.state.served ?? 0) + 1;
    ctx.state.served = served;
    const reply = answerSchools(ctx.url.searchParams, (key) => keys.includes(key));
    ctx.json(reply.status, reply.body, {
      // Open Data Maker marks its answers cacheable; gateway errors are not.
      ...(reply.status === 200 ? { 'Cache-Control': 'public, max-age=300' } : {}),
      'X-RateLimit-Limit': String(HOURLY_LIMIT),
      'X-RateLimit-Remaining': String(Math.max(0, HOURLY_LIMIT - served)),
    });
  },
};
