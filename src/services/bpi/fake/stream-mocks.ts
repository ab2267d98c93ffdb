import { ws } from 'msw';
import { createFeedMarket, FEED_PRODUCT_IDS } from './feed-market.ts';

const TICKS_PER_SECOND = 3;
const HEARTBEAT_MS = 1000;

/** Whatever feed address the demo is built or set with: a demo never reaches the real feed. */
const feed = ws.link(/^wss?:\/\//);

/**
 * The Coinbase Exchange feed simulated in the page (msw's WebSocket interception): the subscribe
 * handshake, a few trades a second and a heartbeat a second per product.
 */
export const socketHandlers = [
  feed.addEventListener('connection', ({ client }) => {
    const market = createFeedMarket();
    const timers: ReturnType<typeof setInterval>[] = [];
    client.addEventListener('message', (event) => {
      let message: { type?: unknown; product_ids?: unknown };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        return;
      }
      if (message.type !== 'subscribe') return;
      const products = (Array.isArray(message.product_ids) ? message.product_ids.map(String) : []).filter((product) =>
        (FEED_PRODUCT_IDS as readonly string[]).includes(product),
      );
      client.send(JSON.stringify({ type: 'subscriptions', channels: [{ name: 'ticker', product_ids: products }] }));
      let turn = 0;
      timers.push(setInterval(() => client.send(market.ticker(products[turn++ % products.length]!)), 1000 / TICKS_PER_SECOND));
      timers.push(setInterval(() => products.forEach((product) => client.send(market.heartbeat(product))), HEARTBEAT_MS));
    });
    client.addEventListener('close', () => timers.forEach((timer) => clearInterval(timer)));
  }),
];
