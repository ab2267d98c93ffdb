import { describe, expect, it, vi } from 'vitest';
import { readAs } from '../../testing/reader-locale.ts';
import { amountForReader, amountForUrl, parseAmount } from './amount.ts';
import { formatDecimal, formatDecimalForReader, parseDecimal } from './decimal.ts';
import { formatBytes, formatInteger } from './format.ts';
import { formatCurrency, formatCurrencyDigits, formatDateTime, formatFixed } from './reader-locale.ts';

const units = (text: string, decimals: number) => {
  const parsed = parseAmount(text, { decimals });
  return parsed.ok ? parsed.units.toString() : parsed.error;
};

describe("the reader's locale", () => {
  it('is the first valid language tag, POSIX names read as tags, en-US when none is valid', () => {
    const written = (...tags: string[]) => {
      readAs(...tags);
      return formatDateTime(Date.UTC(2026, 10, 27), { dateStyle: 'short', timeZone: 'UTC' }) + ' ' + formatInteger(1234567);
    };
    const as = (tag: string) =>
      `${new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 27))} ${new Intl.NumberFormat(tag).format(1234567)}`;
    expect(written('C')).toBe(as('en-US'));
    expect(written('C', 'fr-CH')).toBe(as('fr-CH'));
    expect(written('de_DE.UTF-8')).toBe(as('de-DE'));
    expect(written('', 'not a tag!', 'POSIX')).toBe(as('en-US'));
    expect(written()).toBe(as('en-US'));
  });

  for (const tag of ['de-DE', 'fr-CH', 'de-CH', 'en-IN', 'es-ES', 'ar-EG', 'en-US']) {
    it(`writes counts and exact decimals as Intl does in ${tag}`, () => {
      readAs(tag);
      const intl = new Intl.NumberFormat(tag);
      const exact = new Intl.NumberFormat(tag, { maximumFractionDigits: 20 });
      for (const value of [0, 7, 1234, 12345, 1234567, -1234, Number.MAX_SAFE_INTEGER, 1.5, 1e21])
        expect(formatInteger(value), String(value)).toBe(intl.format(value));
      for (const text of ['1234567.25', '0.00000001', '98765.4321']) {
        expect(formatDecimalForReader(parseDecimal(text)!), text).toBe(exact.format(text as unknown as number));
      }
      expect(formatFixed(2.5, 2)).toBe(new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(2.5));
      const dollars = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
      expect(formatCurrencyDigits('USD', '40123', '99')).toBe(dollars.format(40123.99));
      expect(formatCurrencyDigits('USD', '40123', '99', true)).toBe(dollars.format(-40123.99));
      expect(formatCurrencyDigits('EUR', '1234567', '50')).toBe(new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' }).format(1234567.5));
    });
  }

  it('rounds fixed decimals as Intl does, in every locale and for awkward values', () => {
    const values = [
      0,
      -0,
      1.005,
      2.675,
      0.125,
      1.45,
      -0.001,
      0.05,
      999.95,
      9.995,
      -2.5,
      2.5,
      1e21,
      1e-7,
      5e-7,
      123456789.123,
      1.0000000000000002,
      47.3,
      -1234.5678,
      0.1 + 0.2,
      NaN,
      Infinity,
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 10 ** Math.floor(seed % 9);
    for (const tag of ['en-US', 'de-DE', 'es-ES', 'ar-EG', 'en-IN']) {
      readAs(tag);
      const sample = [...values, ...Array.from({ length: 150 }, random)];
      for (const digits of [0, 1, 2, 3]) {
        for (const upTo of [false, true]) {
          const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: upTo ? 0 : digits, maximumFractionDigits: digits });
          for (const value of sample) expect(formatFixed(value, digits, upTo), `${tag} ${value} ${digits} ${upTo}`).toBe(intl.format(value));
        }
      }
    }
  });

  it('writes prices with the narrow symbol as Intl does, in the currency’s minor units or fewer', () => {
    for (const tag of ['en-US', 'de-DE', 'en-IN']) {
      readAs(tag);
      for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CAD']) {
        for (const maximumFractionDigits of [undefined, 0]) {
          const intl = new Intl.NumberFormat(tag, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', maximumFractionDigits });
          for (const value of [0, -0, 1.005, 1234.5, -1234.567, 97123.455, 0.004, 1e21, 5e-7]) {
            expect(formatCurrency(value, code, maximumFractionDigits), `${tag} ${code} ${value} ${maximumFractionDigits}`).toBe(intl.format(value));
          }
        }
      }
    }
    expect(() => formatCurrency(1, 'USDC')).toThrow(RangeError);
  });

  it('writes en-US counts, fixed decimals and prices without building a number formatter', () => {
    readAs('en-US');
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect([
        formatFixed(12.345, 2),
        formatFixed(0.5, 1, true),
        formatInteger(1234567),
        formatCurrencyDigits('USD', '1234', '50'),
        formatCurrency(-97123.455, 'EUR'),
        formatCurrency(1234.5, 'GBP', 0),
      ]).toEqual(['12.35', '0.5', '1,234,567', '$1,234.50', '-€97,123.46', '£1,235']);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('keeps locale-free text locale-free: formatDecimal is what storage and exports carry', () => {
    readAs('de-DE');
    expect(formatDecimal(parseDecimal('1234.5')!)).toBe('1,234.5');
    expect(formatBytes(1_500_000)).toBe('1,5 MB');
  });

  it('reads typed amounts in the reader’s separators and carries them locale-free', () => {
    readAs('de-DE');
    expect(units('1.234,5', 2)).toBe('123450');
    expect(units('0,001', 3)).toBe('1');
    expect(units('1.5', 2)).toBe('Use a comma for decimals (1,5); a dot only groups thousands (1.234,5)');
    expect(units('1,2,3', 2)).toBe('Enter a number, for example 1,5');
    expect(parseAmount('0,0000000001', { decimals: 8, unit: 'BTC' })).toMatchObject({ error: 'Too small: the smallest amount of BTC is 0,00000001 BTC' });
    expect(amountForUrl('1.234,5')).toBe('1234.5');
    expect(amountForUrl('1.5')).toBe('1.5');
    expect(amountForReader('1234.5')).toBe('1.234,5');

    readAs('fr-CH');
    expect(units('1 234,5', 1)).toBe('12345');
    expect(units('1\u202f234,5', 1)).toBe('12345');
    expect(units('2,5', 1)).toBe('25');
    expect(amountForUrl('2,5')).toBe('2.5');

    readAs('de-CH');
    expect(units("1'234.5", 1)).toBe('12345');
    expect(units('1’234.5', 1)).toBe('12345');

    readAs('en-US');
    expect(units('1,234.5', 1)).toBe('12345');
    expect(amountForUrl('1,234.5')).toBe('1,234.5');
  });

  it('writes dates in the reader’s order and digits with English words', () => {
    const at = Date.UTC(2026, 10, 27, 14, 5, 9);
    const options: Intl.DateTimeFormatOptions = {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'UTC',
    };
    readAs('de-DE');
    expect(formatDateTime(at, options)).toBe('Fri, 27. Nov 2026, 14:05');
    readAs('fr-CH');
    expect(formatDateTime(at, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })).toBe('27 Nov 2026');
    expect(formatDateTime(at, { dateStyle: 'short', timeZone: 'UTC' })).toBe(
      new Intl.DateTimeFormat('fr-CH', { dateStyle: 'short', timeZone: 'UTC' }).format(at),
    );
    readAs('en-US');
    expect(formatDateTime(at, options)).toBe(new Intl.DateTimeFormat('en-US', options).format(at));
  });
});
