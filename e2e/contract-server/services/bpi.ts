import { coinDeskCurrentPrice, knownCode } from '../data/bpi/market.ts';
import type { UpstreamContext, UpstreamModule } from '../types.ts';

/**
 * The CoinDesk BPI v2 contract as recorded before the host went away.
 * `ctx.state.down` takes it away the way the real one failed: 'reset' (connection dropped, like
 * the dead DNS name), '404' or '503' (plain-text bodies, as CoinDesk sent). Unset: it answers.
 */
function down(ctx: UpstreamContext): boolean {
  switch (ctx.state.down) {
    case 'reset':
      ctx.req.socket.destroy();
      return true;
    case '404':
      ctx.send(404, 'Sorry, that currency was not found', { 'Content-Type': 'text/plain' });
      return true;
    case '503':
      ctx.send(503, 'Service Unavailable', { 'Content-Type': 'text/plain' });
      return true;
    default:
      return false;
  }
}

export const bpi: UpstreamModule = {
  name: 'bpi',
  cors: 'open',
  handle(ctx) {
    if (down(ctx)) return;
    if (ctx.path === '/v2/bpi/currentprice.json') return ctx.json(200, coinDeskCurrentPrice());
    const single = /^\/v2\/bpi\/currentprice\/([a-z]{3})\.json$/i.exec(ctx.path);
    if (single?.[1]) {
      const code = single[1].toUpperCase();
      if (!knownCode(code)) return ctx.send(404, 'Sorry, that currency was not found', { 'Content-Type': 'text/plain' });
      return ctx.json(200, coinDeskCurrentPrice(code === 'USD' ? ['USD'] : ['USD', code]));
    }
  },
};
