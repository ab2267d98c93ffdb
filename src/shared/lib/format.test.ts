import { describe, expect, it } from 'vitest';
import { formatInteger } from './format.ts';

describe('formatInteger', () => {
  it('groups digits as Intl en-US does, for safe integers by hand and for the rest through Intl', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 12, 123, 1234, 12345, 123456, 1234567, -1, -1234, -123456789, Number.MAX_SAFE_INTEGER, 1.5, 1e21, Number.NaN])
      expect(formatInteger(value)).toBe(intl.format(value));
  });
});
