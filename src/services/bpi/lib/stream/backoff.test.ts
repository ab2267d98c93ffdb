import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff.ts';

describe('reconnect backoff', () => {
  it('doubles from about a second up to 30 s', () => {
    const highest = [1, 2, 3, 4, 5, 6, 7, 10].map((attempt) => reconnectDelay(attempt, () => 1));
    expect(highest).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('jitters each wait down to three quarters of it, never more than the ceiling', () => {
    expect([1, 2, 6].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([750, 1500, 22_500]);
    for (let index = 0; index < 200; index += 1) {
      const delay = reconnectDelay(3);
      expect(delay).toBeGreaterThanOrEqual(3000);
      expect(delay).toBeLessThanOrEqual(4000);
    }
  });
});
