import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calmStore, livePrice, sameFields, type ExternalStore } from './live-price.ts';
import type { BpiData, PriceSnapshot } from './snapshot.ts';
import type { FeedSnapshot } from './stream/feed-client.ts';
import type { Tick } from './stream/feed-messages.ts';

/** A store whose value the test sets; every set tells the listeners, changed or not (as the feed tells of each message). */
function settable<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const store: ExternalStore<T> = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => value,
  };
  return { store, set: (next: T) => ((value = next), listeners.forEach((listener) => listener())), listeners };
}

beforeEach(() => vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 9) }));
afterEach(() => vi.useRealTimers());

describe('calmStore', () => {
  it('passes a change on at once after a quiet interval, then at most once per interval with the newest value', () => {
    const source = settable('a');
    const calm = calmStore(source.store, 2000);
    expect(calm.getSnapshot()).toBe('a');
    const told = vi.fn();
    calm.subscribe(told);

    source.set('b');
    vi.advanceTimersByTime(0);
    expect(calm.getSnapshot()).toBe('b');
    expect(told).toHaveBeenCalledTimes(1);

    source.set('c');
    vi.advanceTimersByTime(500);
    source.set('d');
    vi.advanceTimersByTime(1000);
    expect(calm.getSnapshot()).toBe('b');
    expect(told).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(calm.getSnapshot()).toBe('d');
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('tells nothing when the source tells of no change, and lets go of the source with its last listener', () => {
    const source = settable({ price: 1 });
    const calm = calmStore(source.store, 2000);
    const first = calm.getSnapshot();
    const told = vi.fn();
    const stop = calm.subscribe(told);
    source.set(first);
    vi.advanceTimersByTime(5000);
    expect(told).not.toHaveBeenCalled();
    stop();
    expect(source.listeners.size).toBe(0);
    const next = { price: 2 };
    source.set(next);
    expect(calm.getSnapshot()).toBe(next);
  });
});

describe('livePrice', () => {
  const polledAt = (at: number, jpy: number): BpiData => ({
    source: 'coinbase',
    fetchedAt: at,
    quotes: { USD: { code: 'USD', price: 60_000 }, JPY: { code: 'JPY', price: jpy } },
  });
  /** The feed's part the store reads: its newest trade per currency, and a listener told of each. */
  function fakeFeed() {
    let ticks: FeedSnapshot['ticks'] = {};
    const listeners = new Set<() => void>();
    return {
      subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
      getSnapshot: () => ({ ticks }) as FeedSnapshot,
      trade(tick: Tick) {
        ticks = { ...ticks, [tick.currency]: tick };
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('lays the streamed trades over a new polled answer or rate table, and tells its readers only when one is new', () => {
    const feed = fakeFeed();
    const first = polledAt(1_000, 9_000_000);
    const price = livePrice(feed, first, undefined);
    const told = vi.fn();
    price.subscribe(told);
    expect(price.getSnapshot()).toBe(first);

    price.setSources(first, undefined);
    expect(told).not.toHaveBeenCalled();

    const second = polledAt(2_000, 9_100_000);
    price.setSources(second, undefined);
    expect(told).toHaveBeenCalledTimes(1);
    expect(price.getSnapshot()).toBe(second);

    feed.trade({ product: 'BTC-USD', currency: 'USD', price: '61000.5', time: 3_000 });
    expect(price.getSnapshot()?.quotes.USD?.price).toBe(61_000.5);
    expect(price.getSnapshot()?.quotes.JPY?.price).toBeCloseTo((61_000.5 * 9_100_000) / 60_000);
    const rates: PriceSnapshot = { source: 'coinbase', fetchedAt: 3_500, quotes: { USD: { code: 'USD', price: 1 }, JPY: { code: 'JPY', price: 150 } } };
    price.setSources(second, rates);
    expect(told).toHaveBeenCalledTimes(3);
    expect(price.getSnapshot()?.quotes.JPY?.price).toBeCloseTo(61_000.5 * 150);
    // The same ticks and sources read twice: the same object, so a reader sees no change.
    expect(price.getSnapshot()).toBe(price.getSnapshot());
  });
});

describe('sameFields', () => {
  it('compares flat objects and arrays field by field', () => {
    expect(sameFields({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(sameFields({ a: 1, b: undefined }, { a: 1 } as { a: number; b?: undefined })).toBe(false);
    expect(sameFields(['1', '2'], ['1', '3'])).toBe(false);
  });
});
