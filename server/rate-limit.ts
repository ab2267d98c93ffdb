export interface RateLimitResult {
  allowed: boolean;
  /** When refused: whole seconds until a request would be allowed again. */
  retryAfterSeconds: number;
  /** The limit the store applied, when it is not the `limitPerMinute` it was asked for (a platform limiter sets its own). */
  applied?: { requests: number; periodSeconds: number };
}

/** "120 a minute", "120 every 10 s": the limit as the refusal message states it. */
export const describeLimit = (requests: number, periodSeconds: number) =>
  periodSeconds === 60 ? `${requests} a minute` : `${requests} every ${periodSeconds} s`;

/**
 * Where request counts live. The Node server uses the in-memory token bucket below; an edge
 * runtime passes its platform's limiter (see edge.ts) or none.
 */
export interface RateLimitStore {
  /** Takes one request from the budget of `key`, which allows `limitPerMinute` a minute. */
  take(key: string, limitPerMinute: number): RateLimitResult | Promise<RateLimitResult>;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
  limit: number;
}

/**
 * A token bucket per key: it holds up to `limitPerMinute` requests (a burst) and refills at
 * `limitPerMinute / 60` a second. Full buckets carry no information, so they are dropped on a
 * sweep at most once a minute; `maxKeys` bounds the memory a flood of client addresses can take.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly buckets = new Map<string, Bucket>();
  private lastSweep: number;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {
    this.lastSweep = now();
  }

  get size(): number {
    return this.buckets.size;
  }

  take(key: string, limitPerMinute: number): RateLimitResult {
    const now = this.now();
    if (now - this.lastSweep >= 60_000 || this.buckets.size >= this.maxKeys) this.sweep(now);
    const perMs = limitPerMinute / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: limitPerMinute, updatedAt: now, limit: limitPerMinute };
    bucket.tokens = Math.min(limitPerMinute, bucket.tokens + (now - bucket.updatedAt) * perMs);
    bucket.updatedAt = now;
    bucket.limit = limitPerMinute;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000)) };
  }

  private sweep(now: number) {
    this.lastSweep = now;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * (bucket.limit / 60_000) >= bucket.limit) this.buckets.delete(key);
    }
    // Still full of active clients: forget the least recently inserted ones.
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}
