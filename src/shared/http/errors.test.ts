import { describe, expect, it } from 'vitest';
import { isTransient, parseRetryAfter, UpstreamError, type ErrorKind } from './errors.ts';

const error = (kind: ErrorKind, status?: number) => new UpstreamError({ service: 'jobs', kind, status, message: 'x' });

describe('isTransient', () => {
  it('passes network, timeout, 429 and 5xx; never other 4xx or bad replies', () => {
    expect(isTransient(error('network'))).toBe(true);
    expect(isTransient(error('timeout'))).toBe(true);
    expect(isTransient(error('rate-limited', 429))).toBe(true);
    expect(isTransient(error('http', 503))).toBe(true);
    expect(isTransient(error('http', 404))).toBe(false);
    expect(isTransient(error('http', 400))).toBe(false);
    expect(isTransient(error('invalid-response', 200))).toBe(false);
    expect(isTransient(error('upstream', 200))).toBe(false);
    expect(isTransient(new Error('x'))).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('12')).toBe(12_000);
    expect(parseRetryAfter('1.5')).toBe(1500);
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});
