import { describe, expect, it } from 'vitest';
import { bestIndexes } from './best-value.ts';

describe('bestIndexes', () => {
  it('marks the lowest cost and the highest earnings', () => {
    expect([...bestIndexes([30_000, 12_000, 18_000], 'low')]).toEqual([1]);
    expect([...bestIndexes([50_000, 73_700, 61_000], 'high')]).toEqual([1]);
  });

  it('never lets a missing value win, even as a would-be zero', () => {
    expect([...bestIndexes([null, 12_000, 18_000], 'low')]).toEqual([1]);
    expect([...bestIndexes([null, 0.5, null], 'high')]).toEqual([]);
    expect([...bestIndexes([null, null], 'low')]).toEqual([]);
  });

  it('marks every tie, but nothing when all reported values are equal', () => {
    expect([...bestIndexes([10, 10, 20], 'low')]).toEqual([0, 1]);
    expect([...bestIndexes([10, null, 10], 'low')]).toEqual([]);
  });
});
