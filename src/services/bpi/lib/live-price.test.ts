import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calmStore, sameFields, type ExternalStore } from './live-price.ts';

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

describe('sameFields', () => {
  it('compares flat objects and arrays field by field', () => {
    expect(sameFields({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(sameFields({ a: 1, b: undefined }, { a: 1 } as { a: number; b?: undefined })).toBe(false);
    expect(sameFields(['1', '2'], ['1', '3'])).toBe(false);
  });
});
