import { describe, expect, it } from 'vitest';
import { commaRate, updatedUk, updatedUtc } from './market.ts';

describe('the simulated index’s text forms', () => {
  it('writes rates as the index does: grouped, three or four decimals, as Intl would', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 4 });
    for (const value of [59_524.4038, 59_524.4, 45_750.12, 1_234_567.0001, 999.999, 0.5, 61_000]) expect(commaRate(value)).toBe(intl.format(value));
  });

  it('writes the update time in UTC and in London, with summer time', () => {
    expect(updatedUtc(new Date('2024-08-18T04:19:23Z'))).toBe('Aug 18, 2024 04:19:23 UTC');
    expect(updatedUk(new Date('2024-08-18T04:19:23Z'))).toBe('Aug 18, 2024 at 05:19 BST');
    expect(updatedUk(new Date('2026-11-26T16:05:00Z'))).toBe('Nov 26, 2026 at 16:05 GMT');
    // British Summer Time in 2026: 29 March 01:00 UTC to 25 October 01:00 UTC.
    expect(updatedUk(new Date('2026-03-29T00:59:00Z'))).toBe('Mar 29, 2026 at 00:59 GMT');
    expect(updatedUk(new Date('2026-03-29T01:00:00Z'))).toBe('Mar 29, 2026 at 02:00 BST');
    expect(updatedUk(new Date('2026-10-25T00:59:00Z'))).toBe('Oct 25, 2026 at 01:59 BST');
    expect(updatedUk(new Date('2026-10-25T01:00:00Z'))).toBe('Oct 25, 2026 at 01:00 GMT');
    expect(updatedUk(new Date('2026-12-31T23:30:00Z'))).toBe('Dec 31, 2026 at 23:30 GMT');
  });
});
