import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { createFeedMarket, FEED_PRODUCT_IDS } from '../../../src/services/bpi/fake/feed-market.ts';
import type { SocketContext, UpstreamModule } from '../types.ts';

const SUBSCRIBE_WITHIN_MS = 5000;
const HEARTBEAT_MS = 1000;
const DEFAULT_TICKS_PER_SECOND = 4;

const sockets = new WebSocketServer({ noServer: true });

/** `{"type":"error",...}` then a close, as the feed answers a subscription it cannot serve. */
function refuse(ws: WebSocket, message: string, reason: string) {
  ws.send(JSON.stringify({ type: 'error', message, reason }));
  ws.close(1000);
}

/** One client connection: the subscribe handshake, then ticks and heartbeats as the state and fault say. */
function session(ws: WebSocket, { state, currentState, fault }: SocketContext) {
  const market = createFeedMarket();
  let movedTo: unknown;
  /** `state.usdPrice` set while streaming moves the market there (tests drive prices across alert thresholds). */
  const follow = () => {
    const usdPrice = currentState().usdPrice;
    if (typeof usdPrice !== 'number' || usdPrice === movedTo) return;
    market.moveTo(usdPrice);
    movedTo = usdPrice;
  };
  const timers: ReturnType<typeof setInterval>[] = [];
  let sent = 0;
  const send = (message: string) => {
    if (ws.readyState !== ws.OPEN) return;
    ws.send(message);
    sent += 1;
    if (fault?.kind === 'close-after' && sent >= (fault.afterMessages ?? 5)) ws.terminate();
  };
  const stop = () => timers.forEach((timer) => clearInterval(timer));
  ws.on('close', stop);

  const deadline = setTimeout(() => ws.close(1000, 'No subscription within 5 s'), SUBSCRIBE_WITHIN_MS);
  ws.on('message', (data: RawData) => {
    let message: { type?: unknown; product_ids?: unknown; channels?: unknown };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return refuse(ws, 'Failed to parse message', 'malformed JSON');
    }
    if (message.type !== 'subscribe') return;
    clearTimeout(deadline);
    const products = Array.isArray(message.product_ids) ? message.product_ids.map(String) : [];
    const unknown = products.find((product) => !(FEED_PRODUCT_IDS as readonly string[]).includes(product));
    if (unknown || products.length === 0) return refuse(ws, 'Failed to subscribe', `${unknown ?? 'no product'} is not a valid product`);
    const channels = Array.isArray(message.channels) ? message.channels.map(String) : [];
    send(JSON.stringify({ type: 'subscriptions', channels: channels.map((name) => ({ name, product_ids: products })) }));

    const slow = fault?.kind === 'slow';
    if (channels.includes('heartbeat')) {
      timers.push(setInterval(() => products.forEach((product) => send(market.heartbeat(product))), slow ? 3 * HEARTBEAT_MS : HEARTBEAT_MS));
    }
    if (channels.includes('ticker') && fault?.kind !== 'heartbeats-only') {
      const perSecond = slow ? 1 / 7 : Math.max(0.1, Number(state.ticksPerSecond ?? DEFAULT_TICKS_PER_SECOND));
      let turn = 0;
      const tick = () => {
        const product = products[turn++ % products.length]!;
        follow();
        send(market.ticker(product));
        if (fault?.kind === 'malformed-messages' && turn % 3 === 0) {
          send('{"type":"ticker","price":');
          send(JSON.stringify({ type: 'ticker', product_id: product, price: 'lots', sequence: 1, time: 'now' }));
          send(JSON.stringify({ type: 'status', products: [], currencies: [] }));
        }
      };
      // Timers fire at most every few ms: a high rate sends several ticks per timer.
      const everyMs = Math.max(10, 1000 / perSecond);
      const perTimer = Math.max(1, Math.round((perSecond * everyMs) / 1000));
      timers.push(setInterval(() => Array.from({ length: perTimer }, tick), everyMs));
    }
  });
}

/**
 * Coinbase Exchange's Market Data feed over a real WebSocket (`ws`): subscribe within 5 s, a
 * `subscriptions` reply, `ticker` messages at `state.ticksPerSecond` (4 by default) and one
 * `heartbeat` a second per product; an unknown product gets an `error`. `state.usdPrice`, set at
 * any time, moves the USD price to that level (the trades jitter by a few cents around it). Faults (one per
 * connection): refuse-upgrade, close-after (`afterMessages`), heartbeats-only, malformed-messages, slow.
 */
export const bpiStream: UpstreamModule = {
  name: 'bpi-stream',
  cors: 'open',
  handle() {
    // Plain HTTP to the feed gets nothing useful, as on the real host.
  },
  upgrade(ctx) {
    sockets.handleUpgrade(ctx.req, ctx.socket, ctx.head, (ws) => session(ws, ctx));
  },
};
