import type { FeedSocket } from '../services/bpi/lib/stream/feed-client.ts';

/** A WebSocket stand-in for tests: the test opens, feeds, and closes it by hand. */
export class FakeSocket implements FeedSocket {
  static all: FakeSocket[] = [];
  static get last(): FakeSocket {
    const socket = FakeSocket.all.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }

  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: string[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }

  send(data: string) {
    this.sent.push(data);
  }

  close() {
    this.closed = true;
  }

  serverOpens() {
    this.onopen?.(new Event('open'));
  }

  serverSends(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }));
  }

  serverCloses(code = 1006) {
    this.closed = true;
    this.onclose?.({ code } as CloseEvent);
  }
}

let sequence = 1000;

/** A ticker message as the feed sends it (prices as strings). */
export const tickerMessage = (product: string, price: string, time: string, extra: Record<string, unknown> = {}) => ({
  type: 'ticker',
  sequence: (sequence += 3),
  product_id: product,
  price,
  open_24h: '58000.00000000',
  volume_24h: '12345.67800000',
  low_24h: '57000.00000000',
  high_24h: '60000.00000000',
  best_bid: price,
  best_ask: price,
  side: 'buy',
  time,
  trade_id: sequence,
  last_size: '0.01000000',
  ...extra,
});

export const heartbeatMessage = (product: string, time: string) => ({
  type: 'heartbeat',
  sequence: (sequence += 1),
  last_trade_id: sequence,
  product_id: product,
  time,
});
