import { describe, expect, it } from 'vitest';
import { UpstreamError, type ErrorKind } from '../shared/http/errors.ts';
import { getQueryClient } from './query-client.ts';

const error = (kind: ErrorKind, status?: number, retryAfterMs?: number) => new UpstreamError({ service: 'jobs', kind, status, retryAfterMs, message: 'x' });

/** The policy as the app's query client applies it to every query. */
const { retry, retryDelay: delay } = getQueryClient().getDefaultOptions().queries!;
const shouldRetry = (failureCount: number, failure: Error) => (retry as (count: number, error: Error) => boolean)(failureCount, failure);
const retryDelay = (attempt: number, failure: Error) => (delay as (attempt: number, error: Error) => number)(attempt, failure);

describe('retry policy', () => {
  it('retries network, timeout and 5xx up to three times', () => {
    for (const failure of [error('network'), error('timeout'), error('http', 502)]) {
      expect(shouldRetry(0, failure)).toBe(true);
      expect(shouldRetry(2, failure)).toBe(true);
      expect(shouldRetry(3, failure)).toBe(false);
    }
  });

  it('never retries other 4xx, bad replies or upstream-reported errors', () => {
    expect(shouldRetry(0, error('http', 400))).toBe(false);
    expect(shouldRetry(0, error('http', 403))).toBe(false);
    expect(shouldRetry(0, error('invalid-response'))).toBe(false);
    expect(shouldRetry(0, error('upstream'))).toBe(false);
  });

  it('retries 429 only when Retry-After is short, and waits that long', () => {
    expect(shouldRetry(0, error('rate-limited', 429, 5000))).toBe(true);
    expect(shouldRetry(0, error('rate-limited', 429, 120_000))).toBe(false);
    expect(retryDelay(0, error('rate-limited', 429, 5000))).toBe(5000);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect(retryDelay(0, error('network'))).toBe(1000);
    expect(retryDelay(2, error('network'))).toBe(4000);
    expect(retryDelay(10, error('network'))).toBe(30_000);
  });
});
