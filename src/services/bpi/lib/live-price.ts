import type { BpiData, PriceSnapshot } from './snapshot.ts';
import type { FeedClient } from './stream/feed-client.ts';
import { withFeed } from './stream/with-feed.ts';

/** A value that changes outside React, read with useSyncExternalStore. */
export interface ExternalStore<T> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => T;
}

/**
 * The price shown: the feed's newest trades over the polled answer, or the polled answer alone.
 * `setSources` hands it a new polled answer or exchange-rate table.
 */
export interface LivePrice extends ExternalStore<BpiData | undefined> {
  setSources: (polled: BpiData | undefined, rates: PriceSnapshot | undefined) => void;
}

/**
 * The price as a store, for the parts of the page that show it to read on their own: a trade, a
 * polled answer or a new rate table re-renders those whose part of the price it changes, not the
 * page around them. The same ticks and sources give the same object.
 */
export function livePrice(feed: Pick<FeedClient, 'subscribe' | 'getSnapshot'>, polled: BpiData | undefined, rates: PriceSnapshot | undefined): LivePrice {
  const listeners = new Set<() => void>();
  let sources = { polled, rates };
  let last: { ticks: ReturnType<FeedClient['getSnapshot']>['ticks']; sources: typeof sources; data: BpiData | undefined } | undefined;
  return {
    subscribe(listener) {
      listeners.add(listener);
      const stopFeed = feed.subscribe(listener);
      return () => {
        listeners.delete(listener);
        stopFeed();
      };
    },
    getSnapshot() {
      const { ticks } = feed.getSnapshot();
      if (last?.ticks !== ticks || last.sources !== sources) last = { ticks, sources, data: withFeed(sources.polled, sources.rates, ticks) };
      return last.data;
    },
    setSources(nextPolled, nextRates) {
      if (nextPolled === sources.polled && nextRates === sources.rates) return;
      sources = { polled: nextPolled, rates: nextRates };
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * `source`, passed on at most once per `intervalMs` (the newest value at the end of each interval):
 * what need not move with every streamed trade (the charts) re-renders calmly. Unwatched, it reads
 * the source as it is.
 */
export function calmStore<T>(source: ExternalStore<T>, intervalMs: number): ExternalStore<T> {
  const listeners = new Set<() => void>();
  let shown: { value: T } | undefined;
  let lastAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopSource: (() => void) | undefined;

  const flush = () => {
    timer = undefined;
    lastAt = Date.now();
    const value = source.getSnapshot();
    if (shown && Object.is(shown.value, value)) return;
    shown = { value };
    listeners.forEach((listener) => listener());
  };
  const onSource = () => {
    if (timer !== undefined || (shown && Object.is(shown.value, source.getSnapshot()))) return;
    timer = setTimeout(flush, Math.max(0, lastAt + intervalMs - Date.now()));
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!stopSource) {
        stopSource = source.subscribe(onSource);
        // A change between the first read and this subscription is passed on like any other.
        onSource();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0 || !stopSource) return;
        stopSource();
        stopSource = undefined;
        clearTimeout(timer);
        timer = undefined;
      };
    },
    getSnapshot() {
      if (listeners.size === 0 || !shown) shown = { value: source.getSnapshot() };
      return shown.value;
    },
  };
}

/** Two flat objects (or arrays) with the same fields, each the same value: a selection that did not change. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key as keyof T], b[key as keyof T]));
}
