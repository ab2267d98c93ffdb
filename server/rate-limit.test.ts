// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit.ts';

describe('MemoryRateLimitStore', () => {
  it('allows a burst of the limit, then refills at limit / 60 a second', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    for (let i = 0; i < 120; i += 1) expect(store.take('a', 120).allowed).toBe(true);
    expect(store.take('a', 120)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500;
    expect(store.take('a', 120).allowed).toBe(true);
    expect(store.take('a', 120).allowed).toBe(false);
    expect(store.take('b', 120).allowed).toBe(true);
  });

  it('says how long to wait for the next request', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now);
    expect(store.take('a', 2).allowed).toBe(true);
    expect(store.take('a', 2).allowed).toBe(true);
    expect(store.take('a', 2)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    now += 29_000;
    expect(store.take('a', 2)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 1_000;
    expect(store.take('a', 2).allowed).toBe(true);
  });

  it('forgets full buckets and bounds the number of keys', () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now, 100);
    for (let i = 0; i < 250; i += 1) store.take(`client-${i}`, 10);
    expect(store.size).toBeLessThanOrEqual(100);
    now += 120_000;
    store.take('late', 10);
    expect(store.size).toBe(1);
  });
});
