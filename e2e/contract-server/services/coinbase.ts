import { coinbaseRates } from '../data/bpi/market.ts';
import type { UpstreamModule } from '../types.ts';

/**
 * Coinbase's public exchange rates (`GET /v2/exchange-rates?currency=BTC`): rates are strings.
 * `ctx.state.down` = 'reset' or '503' takes it away too, so both sources can fail at once.
 */
export const coinbase: UpstreamModule = {
  name: 'coinbase',
  cors: 'open',
  rateLimitBody: () => ({ errors: [{ id: 'rate_limit_exceeded', message: 'Too many requests' }] }),
  handle(ctx) {
    if (ctx.state.down === 'reset') return void ctx.req.socket.destroy();
    if (ctx.state.down === '503') return ctx.json(503, { errors: [{ id: 'internal_server_error', message: 'Service unavailable' }] });
    if (ctx.path !== '/v2/exchange-rates') return;
    const currency = ctx.url.searchParams.get('currency')?.toUpperCase() ?? 'USD';
    if (currency !== 'BTC') {
      return ctx.json(400, { errors: [{ id: 'invalid_request', message: `This contract server only serves BTC rates, not ${currency}` }] });
    }
    ctx.json(200, coinbaseRates());
  },
};
