import { describe, expect, it } from 'vitest';
import { compareHref, describeMissing, moveId, parseCompareIds } from './compare-ids.ts';

describe('parseCompareIds', () => {
  it('keeps valid ids in order and names what it drops', () => {
    expect(parseCompareIds('110635, 166683,abc,110635,,<script>')).toEqual({
      ids: [110635, 166683],
      invalid: ['abc', '<script>'],
      duplicates: [110635],
      overflow: [],
    });
    expect(parseCompareIds(null).ids).toEqual([]);
  });

  it('holds at most ten schools and lists the rest', () => {
    const parsed = parseCompareIds(Array.from({ length: 12 }, (_, i) => 100 + i).join(','));
    expect(parsed.ids).toHaveLength(10);
    expect(parsed.overflow).toEqual([110, 111]);
  });

  it('refuses numbers too long to be a UNITID', () => {
    expect(parseCompareIds('1234567890').invalid).toEqual(['1234567890']);
  });
});

describe('moveId and compareHref', () => {
  it('swaps neighbours and leaves the ends alone', () => {
    expect(moveId([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(moveId([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(compareHref([1, 2])).toBe('/colleges/compare?ids=1,2');
    expect(compareHref([1, 2], '1107')).toBe('/colleges/compare?ids=1,2&program=1107');
    expect(compareHref([], '')).toBe('/colleges/compare');
  });
});

describe('describeMissing', () => {
  it('names the ids the Scorecard did not return', () => {
    expect(describeMissing([110635, 166683, 123456], new Set([110635, 166683]))).toBe('2 of 3 schools found; 123456 is not a Scorecard id.');
    expect(describeMissing([1, 2, 3], new Set([3]))).toBe('1 of 3 schools found; 1, 2 are not Scorecard ids.');
    expect(describeMissing([1], new Set([1]))).toBe('');
  });
});
