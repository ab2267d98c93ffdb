import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyName, formatChange, formatPrice, priceChange } from './format-price.ts';

describe('formatPrice', () => {
  it('formats by currency code with Intl', () => {
    expect(formatPrice(59524.4038, 'USD')).toBe('$59,524.40');
    expect(formatPrice(45987.8996, 'GBP')).toBe('£45,987.90');
    expect(formatPrice(53958.5744, 'EUR')).toBe('€53,958.57');
    expect(formatPrice(8917283.1, 'JPY')).toBe('¥8,917,283');
    expect(formatPrice(59524.4038, 'USD', { compact: true })).toBe('$59,524');
  });

  it('falls back to the decoded symbol, or the code, where Intl refuses the code', () => {
    expect(formatPrice(59530.1, 'USDC')).toBe('59,530.10 USDC');
    expect(formatPrice(1.5, 'WEIRD', { symbol: '§' })).toBe('§1.50');
  });

  describe('asks Intl once per currency', () => {
    afterEach(() => vi.restoreAllMocks());
    const currencyFormatsBuilt = (spy: { mock: { calls: unknown[][] } }, code: string) =>
      spy.mock.calls.filter(([, options]) => (options as Intl.NumberFormatOptions | undefined)?.currency === code).length;

    it('for a code it formats, and for one it refuses, however often each price is written', () => {
      const Original = Intl.NumberFormat;
      const built = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Original>) {
        return new Original(...args);
      } as typeof Original);
      for (const value of [1, 2.5, 1000]) {
        formatPrice(value, 'CHF');
        formatPrice(value, 'CHF', { compact: true });
        formatPrice(value, 'DOGE', { symbol: 'Ð' });
      }
      expect(formatPrice(3, 'DOGE', { symbol: 'Ð' })).toBe('Ð3.00');
      expect(currencyFormatsBuilt(built, 'CHF')).toBe(2);
      expect(currencyFormatsBuilt(built, 'DOGE')).toBe(1);
    });
  });
});

describe('priceChange', () => {
  it('gives direction, amount and percent', () => {
    expect(priceChange(100, 101)).toEqual({ direction: 'up', amount: 1, percent: 1 });
    expect(priceChange(200, 190).direction).toBe('down');
    expect(formatChange(priceChange(60_000, 60_060), 'USD')).toBe('+$60.00 (+0.100%)');
    expect(formatChange(priceChange(60_000, 59_940), 'USD')).toBe('−$60.00 (−0.100%)');
    expect(formatChange(priceChange(60_000, 60_000.001), 'USD')).toBe('Unchanged');
  });
});

describe('currencyName', () => {
  it('prefers the upstream description, then Intl, then the code', () => {
    expect(currencyName('GBP', 'British Pound Sterling')).toBe('British Pound Sterling');
    expect(currencyName('JPY')).toBe('Japanese Yen');
    expect(currencyName('USDC')).toBe('USDC');
  });
});
