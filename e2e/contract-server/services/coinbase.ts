import type { UpstreamModule } from '../types.ts';

export const coinbase: UpstreamModule = {
  name: 'coinbase',
  cors: 'open',
  handle(ctx) {
    if (ctx.path !== '/v2/exchange-rates') return;
    ctx.json(200, { data: { currency: 'BTC', rates: { USD: '59524.40' } } });
  },
};
