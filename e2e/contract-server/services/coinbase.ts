import { exchangeRatesReply } from '../../../src/services/swap/fake/rates.ts';
import { coinbaseRates } from '../data/bpi/market.ts';
import type { UpstreamModule } from '../types.ts';

/**
 * Coinbase's public exchange rates (`GET /v2/exchange-rates?currency=X`): rates are strings.
 * BTC moves on every call (the bitcoin page's fallback); the swap page's symbols (ETH, USDC, DAI,
 * WBTC, …) have the fake 0x market's dollar rates, and an unknown code gets Coinbase's 400.
 * State: `down` = 'reset' or '503' takes it away; `usdRates` = { DAI: '1.08' } moves a reference rate.
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
    if (currency === 'BTC') return ctx.json(200, coinbaseRates());
    const reply = exchangeRatesReply(currency, (ctx.state.usdRates as Record<string, string> | undefined) ?? {});
    ctx.json(reply.status, reply.body);
  },
};
