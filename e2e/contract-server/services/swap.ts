import { quotePrice } from '../../../src/services/swap/fake/market.ts';
import { swapChainsReply } from '../../../src/services/swap/fake/rates.ts';
import type { UpstreamModule } from '../types.ts';

/**
 * 0x Swap API v2: 401 gateway body without a key (the proxy adds one), INPUT_INVALID for a
 * missing 0x-version header, the shared fake market for the price itself, and `/swap/chains`.
 * State: `chainsWithout` = [43114] leaves chains out of `/swap/chains`.
 */
export const swap: UpstreamModule = {
  name: 'swap',
  cors: 'no-custom-headers',
  rateLimitBody: () => ({ message: 'API rate limit exceeded', request_id: '8c1d7e2f90ab4c3d5e6f708192a3b4c5' }),
  handle(ctx) {
    if (!ctx.req.headers['0x-api-key']) {
      ctx.json(401, {
        message: 'No API key provided. Please visit https://0x.org/pricing to get a free API key or sign up to a paid plan',
        request_id: '5d1a013adfd7f71db4652d212aaa7d6d',
      });
      return;
    }
    if (ctx.path !== '/swap/allowance-holder/price' && ctx.path !== '/swap/chains') return;
    if (ctx.req.headers['0x-version'] !== 'v2') {
      ctx.json(400, {
        name: 'INPUT_INVALID',
        message: 'The input is invalid',
        data: { details: [{ field: '0x-version', reason: 'Header 0x-version: v2 is required' }] },
      });
      return;
    }
    const reply = ctx.path === '/swap/chains' ? swapChainsReply((ctx.state.chainsWithout as number[] | undefined) ?? []) : quotePrice(ctx.url.searchParams);
    ctx.json(reply.status, reply.body);
  },
};
