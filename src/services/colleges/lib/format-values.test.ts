import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent, websiteLink } from './format-values.ts';

describe('websiteLink', () => {
  it('normalises the Scorecard’s inconsistent URLs to https', () => {
    expect(websiteLink('www.utexas.edu')).toEqual({ href: 'https://www.utexas.edu/', label: 'utexas.edu' });
    expect(websiteLink('https://www.uccs.edu/')).toEqual({ href: 'https://www.uccs.edu/', label: 'uccs.edu' });
    expect(websiteLink('http://www.lacitycollege.edu/')?.href).toBe('https://www.lacitycollege.edu/');
    expect(websiteLink('https://paulmitchell.edu/houston')?.label).toBe('paulmitchell.edu/houston');
  });

  it('never links javascript:, data: or empty values', () => {
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(websiteLink('')).toBeNull();
    expect(websiteLink(null)).toBeNull();
  });
});

describe('number formats', () => {
  it('formats money, counts and rates, and refuses impossible rates', () => {
    expect(formatMoney(10824)).toBe('$10,824');
    expect(formatCount(40804)).toBe('40,804');
    expect(formatPercent(0.3189)).toBe('32%');
    expect(formatPercent(0.0324)).toBe('3.2%');
    expect(formatPercent(1.7)).toBeNull();
    expect(formatMoney(null)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('writes whole dollars exactly as Intl does, without building an Intl formatter', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    for (const value of [0, -0, 0.4, 0.5, 1.5, 2.5, -0.4, -0.5, -1.5, 999.5, 1234.49, 1234.5, 12345, -12345.6, 123456789, 1e15, 1e20])
      expect(formatMoney(value)).toBe(intl.format(value));
    expect(formatMoney(null)).toBeNull();
  });
});
