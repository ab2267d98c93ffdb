import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural.ts';

describe('plurals', () => {
  it('says "1 row" and "0 rows", groups the count and takes irregular forms', () => {
    expect(countOf(1, 'row')).toBe('1 row');
    expect(countOf(0, 'row')).toBe('0 rows');
    expect(countOf(1200, 'result')).toBe('1,200 results');
    expect(countOf(1, 'country', 'countries')).toBe('1 country');
    expect(countOf(3, 'country', 'countries')).toBe('3 countries');
    expect(pluralWord(1, 'is', 'are')).toBe('is');
    expect(pluralWord(2, 'is', 'are')).toBe('are');
  });
});
