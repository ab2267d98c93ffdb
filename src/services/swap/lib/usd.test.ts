import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../../shared/lib/decimal.ts';
import { formatPercentFromBps, formatUsd, usdValue, valueDifference } from './usd.ts';

const rate = (text: string) => parseDecimal(text)!;

describe('dollar values with exact decimals', () => {
  it('values an 18-decimal amount without float error', () => {
    // 1.5 ETH at $3,412.55 is exactly $5,118.825 (a float product gives 5118.824999…).
    expect(formatUsd(usdValue('1500000000000000000', 18, rate('3412.55')))).toBe('$5,118.82');
    expect(formatUsd(usdValue('1500000000000000000', 18, rate('3412.56')))).toBe('$5,118.84');
    expect(usdValue('1500000000000000000', 18, rate('3412.55'))).toEqual({ units: 1_500_000_000_000_000_000n * 341_255n, scale: 20 });
  });

  it('values a 6-decimal amount and keeps tiny amounts visible', () => {
    expect(formatUsd(usdValue('2500250000', 6, rate('1.0002')))).toBe('$2,500.75');
    expect(formatUsd(usdValue('1', 6, rate('1')))).toBe('< $0.01');
    expect(formatUsd(usdValue('0', 6, rate('1')))).toBe('$0.00');
  });

  it('reads long rate strings exactly', () => {
    expect(parseDecimal('0.000293041208791208791209')).toEqual({ units: 293041208791208791209n, scale: 24 });
    expect(formatUsd(usdValue('1000000000000000000', 18, rate('0.000293041208791208791209')))).toBe('< $0.01');
    expect(formatUsd(usdValue('1000000', 6, rate('1.0')))).toBe('$1.00');
  });

  it('cuts dollars toward zero to cents, so a shown value is never more than the real one', () => {
    expect(formatUsd({ units: 12349n, scale: 3 })).toBe('$12.34');
    expect(formatUsd({ units: 5n, scale: 0 })).toBe('$5.00');
    expect(formatUsd({ units: 123456789n, scale: 2 })).toBe('$1,234,567.89');
  });
});

describe('value difference against the reference', () => {
  const usd = (text: string) => rate(text);

  it('measures the share lost, in basis points, with the level from the thresholds', () => {
    expect(valueDifference(usd('1000'), usd('995'))).toMatchObject({ lossBasisPoints: 50n, level: 'neutral' });
    expect(valueDifference(usd('1000'), usd('990'))).toMatchObject({ lossBasisPoints: 100n, level: 'warning' });
    expect(valueDifference(usd('1000'), usd('950'))).toMatchObject({ lossBasisPoints: 500n, level: 'warning' });
    expect(valueDifference(usd('1000'), usd('927'))).toMatchObject({ lossBasisPoints: 730n, level: 'danger' });
  });

  it('compares values of different scales exactly, and a gain is negative', () => {
    const give = usdValue('1000000000000000000', 18, rate('3412.55'));
    const get = usdValue('3407430000', 6, rate('1.0002'));
    const difference = valueDifference(give, get)!;
    // (3412.55 - 3408.111486) / 3412.55 = 0.1300 %
    expect(difference.lossBasisPoints).toBe(13n);
    expect(formatUsd(difference.lossUsd)).toBe('$4.43');
    expect(valueDifference(usd('100'), usd('103'))?.lossBasisPoints).toBe(-300n);
    expect(valueDifference(usd('100'), usd('103'))?.level).toBe('neutral');
  });

  it('has nothing to say when what is given is worth nothing', () => {
    expect(valueDifference(usd('0'), usd('1'))).toBeUndefined();
  });

  it('writes percentages with at most two decimals', () => {
    expect(formatPercentFromBps(730n)).toBe('7.3%');
    expect(formatPercentFromBps(5n)).toBe('0.05%');
    expect(formatPercentFromBps(100n)).toBe('1%');
    expect(formatPercentFromBps(-300n)).toBe('-3%');
  });
});
