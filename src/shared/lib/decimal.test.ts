import { describe, expect, it } from 'vitest';
import { compareDecimal, decimalFromNumber, divide, formatDecimal, multiply, parseDecimal, readDecimalText, roundTo } from './decimal.ts';

const d = (text: string) => parseDecimal(text)!;

describe('decimal', () => {
  it('reads plain, grouped and bare-fraction input and refuses anything else', () => {
    expect(parseDecimal('1,234.56')).toEqual({ units: 123456n, scale: 2 });
    expect(parseDecimal(' 0.5 ')).toEqual({ units: 5n, scale: 1 });
    expect(parseDecimal('.25')).toEqual({ units: 25n, scale: 2 });
    expect(parseDecimal('1234567')).toEqual({ units: 1234567n, scale: 0 });
    expect(parseDecimal('1 234.5')).toEqual({ units: 12345n, scale: 1 });
    expect(parseDecimal('1\u202f234.5')).toEqual({ units: 12345n, scale: 1 });
    expect(parseDecimal('5.')).toEqual({ units: 5n, scale: 0 });
    expect(parseDecimal('1.0')).toEqual({ units: 10n, scale: 1 });
    expect(parseDecimal('0.000293041208791208791209')).toEqual({ units: 293041208791208791209n, scale: 24 });
    for (const bad of ['', ' ', '.', '1,23.4', '1.2.3', '-1', '+1', 'abc', '1e5', '12,34', '1,000,00', 'NaN', 'Infinity', '0x10'])
      expect(parseDecimal(bad)).toBeUndefined();
  });

  it('splits text in the grammar into whole and fraction digits', () => {
    expect(readDecimalText('1,234.50')).toEqual({ whole: '1234', fraction: '50' });
    expect(readDecimalText('.5')).toEqual({ whole: '', fraction: '5' });
    expect(readDecimalText('1,5')).toBeUndefined();
  });

  it('multiplies exactly where floating point does not', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(formatDecimal(multiply(d('0.1'), d('3')))).toBe('0.3');
    expect(formatDecimal(roundTo(multiply(d('0.1'), d('60000.1')), 2), 2)).toBe('6,000.01');
    expect(formatDecimal(roundTo(multiply(d('1,234.56789'), decimalFromNumber(59524.4038)), 2), 2)).toBe('73,486,917.60');
  });

  it('divides to satoshis, rounding half away from zero', () => {
    expect(formatDecimal(divide(d('100'), d('60000'), 8)!)).toBe('0.00166667');
    expect(formatDecimal(divide(d('1'), d('3'), 2)!)).toBe('0.33');
    expect(formatDecimal(divide(d('2'), d('3'), 2)!)).toBe('0.67');
    expect(formatDecimal(divide(d('0.125'), d('1'), 2)!)).toBe('0.13');
    expect(divide(d('1'), d('0'), 8)).toBeUndefined();
  });

  it('rounds half away from zero, or toward zero where a shown value must not exceed the real one', () => {
    expect(roundTo({ units: 12345n, scale: 3 }, 2)).toEqual({ units: 1235n, scale: 2 });
    expect(roundTo({ units: -12345n, scale: 3 }, 2)).toEqual({ units: -1235n, scale: 2 });
    expect(roundTo({ units: 12349n, scale: 3 }, 2, 'toward-zero')).toEqual({ units: 1234n, scale: 2 });
    expect(roundTo({ units: -12349n, scale: 3 }, 2, 'toward-zero')).toEqual({ units: -1234n, scale: 2 });
    expect(roundTo({ units: 5n, scale: 0 }, 2, 'toward-zero')).toEqual({ units: 500n, scale: 2 });
    expect(formatDecimal(roundTo({ units: -4n, scale: 3 }, 2, 'toward-zero'), 2)).toBe('0.00');
  });

  it('compares values of different scales', () => {
    expect(compareDecimal(d('1.50'), d('1.5'))).toBe(0);
    expect(compareDecimal(d('1.49'), d('1.5'))).toBe(-1);
    expect(compareDecimal(decimalFromNumber(-2), d('1'))).toBe(-1);
    expect(compareDecimal(d('10'), d('9.999'))).toBe(1);
  });

  it('takes upstream numbers as their shortest decimal text, exponents included', () => {
    expect(decimalFromNumber(59524.4038)).toEqual({ units: 595244038n, scale: 4 });
    expect(decimalFromNumber(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(decimalFromNumber(1.5e21)).toEqual({ units: 15000000000000000000000n, scale: 1 });
  });

  it('formats with grouping and trims trailing zeros down to the minimum', () => {
    expect(formatDecimal({ units: 123456700n, scale: 4 })).toBe('12,345.67');
    expect(formatDecimal({ units: 5n, scale: 3 }, 2)).toBe('0.005');
    expect(formatDecimal({ units: 100n, scale: 2 }, 2)).toBe('1.00');
    expect(formatDecimal({ units: 100n, scale: 2 })).toBe('1');
    expect(formatDecimal({ units: 123456789n, scale: 2 }, 2)).toBe('1,234,567.89');
    expect(formatDecimal({ units: -12349n, scale: 3 }, 2)).toBe('-12.349');
  });
});
