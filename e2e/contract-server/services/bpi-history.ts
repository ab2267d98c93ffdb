import { exchangeCandles, exchangeStats, exchangeTicker, type ExchangeReply } from '../../../src/services/bpi/fake/exchange.ts';
import type { UpstreamModule } from '../types.ts';

/**
 * Coinbase Exchange public market data (`/products/BTC-<CUR>/candles|stats|ticker`), open CORS,
 * errors as `{"message": "..."}`. State a test can set:
 * - `down`: 'reset' drops every connection (the live price must not care);
 * - `unlisted`: product ids answered with 404 NotFound although the exchange lists them;
 * - `candles`: 'empty' (an empty array) or 'partly-malformed' (some rows with missing or text values).
 */
export const bpiHistory: UpstreamModule = {
  name: 'bpi-history',
  cors: 'open',
  rateLimitBody: () => ({ message: 'Public rate limit exceeded' }),
  handle(ctx) {
    if (ctx.state.down === 'reset') return void ctx.req.socket.destroy();
    const match = /^\/products\/([A-Za-z0-9-]+)\/(candles|stats|ticker)$/.exec(ctx.path);
    if (!match) return;
    const [, product = '', what] = match;
    const answer = ({ status, body }: ExchangeReply) => ctx.json(status, body);
    if ((ctx.state.unlisted as string[] | undefined)?.includes(product)) return answer({ status: 404, body: { message: 'NotFound' } });
    if (what === 'stats') return answer(exchangeStats(product));
    if (what === 'ticker') return answer(exchangeTicker(product));
    const reply = exchangeCandles(product, ctx.url.searchParams);
    if (reply.status !== 200 || !Array.isArray(reply.body)) return answer(reply);
    if (ctx.state.candles === 'empty') return answer({ status: 200, body: [] });
    if (ctx.state.candles === 'partly-malformed') {
      const rows = reply.body as unknown[][];
      const broken = rows.map((row, index) => (index % 10 === 3 ? [row[0], null, row[2], 'n/a', row[4]] : row));
      return answer({ status: 200, body: broken });
    }
    answer(reply);
  },
};
