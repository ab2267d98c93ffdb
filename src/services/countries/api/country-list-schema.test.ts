import { describe, expect, it } from 'vitest';
import { countrySummarySchema } from './country-list.ts';

const base = {
  code: 'AQ',
  name: 'Antarctica',
  native: 'Antarctica',
  emoji: '🇦🇶',
  capital: null,
  continent: { code: 'AN', name: 'Antarctica' },
  languages: [],
  phones: ['672'],
};

describe('country schemas', () => {
  it('drops the empty currency code the real server sends for Antarctica', () => {
    expect(countrySummarySchema.parse({ ...base, currencies: [''] }).currencies).toEqual([]);
  });
  it('accepts population as a number or a numeric string and tolerates its absence', () => {
    expect(countrySummarySchema.parse({ ...base, currencies: [], population: '1,234' }).population).toBe(1234);
    expect(countrySummarySchema.parse({ ...base, currencies: [], population: 5 }).population).toBe(5);
    expect(countrySummarySchema.parse({ ...base, currencies: [] }).population).toBeNull();
    expect(countrySummarySchema.parse({ ...base, currencies: [], population: 'lots' }).population).toBeNull();
  });
  it('treats a missing rtl or native as false and empty', () => {
    const parsed = countrySummarySchema.parse({ ...base, currencies: [], languages: [{ code: 'ar', name: 'Arabic', native: null }] });
    expect(parsed.languages[0]).toEqual({ code: 'ar', name: 'Arabic', native: '', rtl: false });
  });
});
