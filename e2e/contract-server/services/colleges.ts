import { answerSchools, GATEWAY_ERRORS } from '../../../src/services/colleges/fake/scorecard.ts';
import { SCHOOLS, type SchoolRecord } from '../../../src/services/colleges/fake/schools-data.ts';
import type { UpstreamModule } from '../types.ts';

const VALID_KEY = 'e2e-colleges-key';
const HOURLY_LIMIT = 1000;

/**
 * api.data.gov in front of Open Data Maker: key checks with the gateway's 403 bodies, then the
 * /schools contract (filters, word-prefix names, sort, zero-based pages, flat `fields`).
 * State: `{ keys?: string[] }` replaces the accepted keys; `{ copies?: n }` serves the schools n
 * times over (new ids, names marked) for paging through hundreds of rows; `{ hourlyLimit?: n }`
 * answers the gateway's 429 once n requests have been served, as an exhausted DEMO_KEY does.
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
    const limit = typeof ctx.state.hourlyLimit === 'number' ? ctx.state.hourlyLimit : HOURLY_LIMIT;
    if (served > limit) {
      ctx.json(429, GATEWAY_ERRORS.overLimit, { 'X-RateLimit-Limit': String(limit), 'X-RateLimit-Remaining': '0' });
      return;
    }
    const copies = typeof ctx.state.copies === 'number' ? ctx.state.copies : 1;
    const reply = answerSchools(ctx.url.searchParams, (key) => keys.includes(key), copies > 1 ? manyCopies(copies) : SCHOOLS);
    ctx.json(reply.status, reply.body, {
      // Open Data Maker marks its answers cacheable; gateway errors are not.
      ...(reply.status === 200 ? { 'Cache-Control': 'public, max-age=300' } : {}),
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(Math.max(0, limit - served)),
    });
  },
};

function manyCopies(copies: number): SchoolRecord[] {
  return Array.from({ length: copies }, (_, copy) =>
    SCHOOLS.map((row) => (copy === 0 ? row : { ...row, id: Number(row.id) + copy * 1_000_000, 'school.name': `${String(row['school.name'])} (copy ${copy})` })),
  ).flat();
}
