import type { UpstreamModule } from '../types.ts';

export const swap: UpstreamModule = {
  name: 'swap',
  cors: 'no-custom-headers',
  handle(ctx) {
    if (!ctx.req.headers['0x-api-key']) {
      ctx.json(401, {
        message: 'No API key provided. Please visit https://0x.org/pricing to get a free API key or sign up to a paid plan',
        request_id: '5d1a013adfd7f71db4652d212aaa7d6d',
      });
      return;
    }
    if (ctx.path !== '/swap/allowance-holder/price') return;
    ctx.json(200, { liquidityAvailable: false, zid: '0x1f2e3d4c5b6a79881f2e3d4c' });
  },
};
