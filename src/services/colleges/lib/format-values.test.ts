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
