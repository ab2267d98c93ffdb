import type { UpstreamModule } from '../types.ts';

export const bpi: UpstreamModule = {
  name: 'bpi',
  cors: 'open',
  handle(ctx) {
    if (ctx.path !== '/v2/bpi/currentprice.json') return;
    ctx.json(200, {
      time: { updatedISO: new Date().toISOString() },
      disclaimer: 'Contract server data',
      chartName: 'Bitcoin',
      bpi: { USD: { code: 'USD', symbol: '&#36;', rate: '59,524.404', description: 'United States Dollar', rate_float: 59524.4038 } },
    });
  },
};
