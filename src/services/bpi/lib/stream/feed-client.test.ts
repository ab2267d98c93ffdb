import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeedClient, type FeedOptions } from './feed-client.ts';
import { modeOf } from './feed-mode.ts';
import { FakeSocket, heartbeatMessage, tickerMessage } from '../../../../testing/fake-feed-socket.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace('Z', '000Z');

function setup(options: Partial<FeedOptions> = {}) {
  const frames: (() => void)[] = [];
  const client = createFeedClient({
    url: () => 'wss://feed.test',
    createSocket: (url) => new FakeSocket(url),
    requestFrame: (callback) => frames.push(callback),
    cancelFrame: () => frames.splice(0),
    random: () => 1,
    ...options,
  });
  const emits = vi.fn();
  client.subscribe(emits);
  const paint = () => frames.splice(0).forEach((frame) => frame());
  const mode = () => modeOf(client.getSnapshot().facts, Date.now());
  return { client, paint, emits, mode, frames };
}

/** Lets the awaited `beforeOpen` settle and the socket be created. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 8) });
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('the shared feed connection', () => {
  it('opens only while someone shows the price, subscribes on open, and closes after the last one goes', async () => {
    const { client, mode } = setup();
    await settle();
    expect(FakeSocket.all).toHaveLength(0);
    const releaseCard = client.retain();
    const releasePage = client.retain();
    await settle();
    expect(FakeSocket.all).toHaveLength(1);
    FakeSocket.last.serverOpens();
    expect(JSON.parse(FakeSocket.last.sent[0]!)).toMatchObject({ type: 'subscribe', channels: ['ticker', 'heartbeat'] });
    releaseCard();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.last.closed).toBe(false);
    releasePage();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSocket.last.closed).toBe(true);
    expect(mode()).toEqual({ kind: 'off' });
  });

  it('paints every tick within the next frame, at most once per frame, and ignores older trades', async () => {
    const { client, paint, emits } = setup();
    client.retain();
    await settle();
    FakeSocket.last.serverOpens();
    const start = Date.now();
    for (let index = 0; index < 50; index += 1)
      FakeSocket.last.serverSends(tickerMessage('BTC-USD', `60000.${String(index).padStart(2, '0')}000000`, iso(start + index)));
    FakeSocket.last.serverSends(tickerMessage('BTC-EUR', '55000.10000000', iso(start)));
    emits.mockClear();
    paint();
    expect(emits).toHaveBeenCalledTimes(1);
    expect(client.getSnapshot().ticks.USD?.price).toBe('60000.49000000');
    expect(client.getSnapshot().ticks.EUR?.price).toBe('55000.10000000');

    FakeSocket.last.serverSends(tickerMessage('BTC-USD', '1.00000000', iso(start - 1)));
    paint();
    expect(client.getSnapshot().ticks.USD?.price).toBe('60000.49000000');
    expect(client.getSnapshot().counts).toMatchObject({ ticks: 52, older: 1 });
  });

  it('skips and counts malformed and unknown messages without stopping', async () => {
    const { client, paint, mode } = setup();
    client.retain();
    await settle();
    FakeSocket.last.serverOpens();
    FakeSocket.last.serverSends('{"type":"ticker","price":');
    FakeSocket.last.serverSends({ type: 'status', products: [] });
    FakeSocket.last.serverSends(tickerMessage('BTC-USD', '60000.00000000', iso(Date.now())));
    paint();
    expect(client.getSnapshot().counts).toMatchObject({ messages: 3, malformed: 1, unknown: 1, ticks: 1 });
    expect(client.getSnapshot().lastSkipped).toBe('a "status" message (a type this page does not use)');
    expect(mode()).toEqual({ kind: 'live' });
  });

  it('says quiet while only heartbeats come, and reconnects a socket that falls silent', async () => {
    const { client, mode } = setup();
    client.retain();
    await settle();
    FakeSocket.last.serverOpens();
    for (let second = 0; second < 8; second += 1) {
      FakeSocket.last.serverSends(heartbeatMessage('BTC-USD', iso(Date.now())));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(mode()).toEqual({ kind: 'quiet', seconds: 8 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(mode()).toEqual({ kind: 'reconnecting', attempt: 1 });
  });

  it('reconnects with backoff, falls back to polling after three failures, and is live again when the stream returns', async () => {
    const seed = vi.fn(async () => [{ product: 'BTC-USD' as const, currency: 'USD', price: '61000.5', time: Date.now() + 60_000 }]);
    const { client, mode, paint } = setup({ seed });
    client.retain();
    await settle();
    FakeSocket.last.serverOpens();
    FakeSocket.last.serverSends(tickerMessage('BTC-USD', '60000.00000000', iso(Date.now())));
    FakeSocket.last.serverCloses();
    expect(mode()).toEqual({ kind: 'reconnecting', attempt: 1 });

    // Each refused attempt waits twice as long: 1 s, 2 s, 4 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.last.serverCloses();
    expect(mode()).toEqual({ kind: 'reconnecting', attempt: 2 });
    await vi.advanceTimersByTimeAsync(2000);
    FakeSocket.last.serverCloses();
    expect(mode()).toMatchObject({ kind: 'polling', reason: 'the stream failed 3 times in a row' });

    await vi.advanceTimersByTimeAsync(4000);
    expect(FakeSocket.all).toHaveLength(4);
    FakeSocket.last.serverOpens();
    await settle();
    expect(seed).toHaveBeenCalledTimes(1);
    FakeSocket.last.serverSends(heartbeatMessage('BTC-USD', iso(Date.now())));
    paint();
    // The seed shows the REST price at once; the last streamed trade is still 7 s old.
    expect(mode()).toEqual({ kind: 'quiet', seconds: 7 });
    expect(client.getSnapshot().ticks.USD?.price).toBe('61000.5');
  });

  it('falls back to polling at once on an error message, saying it in words, and retries behind it', async () => {
    const { client, mode } = setup();
    client.retain();
    await settle();
    FakeSocket.last.serverOpens();
    FakeSocket.last.serverSends({ type: 'error', message: 'Failed to subscribe', reason: 'BTC-XYZ is not a valid product' });
    expect(mode()).toEqual({ kind: 'polling', reason: 'the feed answered with an error: Failed to subscribe (BTC-XYZ is not a valid product)' });
    expect(FakeSocket.last.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(8000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('falls back to polling at once when the socket cannot be created', async () => {
    const { client, mode } = setup({
      createSocket: () => {
        throw new SyntaxError('The URL is invalid');
      },
    });
    client.retain();
    await settle();
    expect(mode()).toEqual({ kind: 'polling', reason: 'the stream cannot be opened (The URL is invalid)' });
  });

  it('closes a minute after the tab is hidden and reopens when it is visible again', async () => {
    const { client } = setup();
    client.retain();
    await settle();
    FakeSocket.last.serverOpens();
    client.setHidden(true);
    for (let second = 0; second < 59; second += 1) {
      FakeSocket.last.serverSends(heartbeatMessage('BTC-USD', iso(Date.now())));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.last.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.last.closed).toBe(true);
    client.setHidden(false);
    await settle();
    expect(FakeSocket.all).toHaveLength(2);
    expect(FakeSocket.last.closed).toBe(false);
  });

  it('opens no socket when the demo feed does not start', async () => {
    const { client, mode } = setup({ beforeOpen: () => Promise.reject(new Error('no worker')) });
    client.retain();
    await settle();
    expect(FakeSocket.all).toHaveLength(0);
    expect(mode()).toEqual({ kind: 'reconnecting', attempt: 1 });
  });
});
