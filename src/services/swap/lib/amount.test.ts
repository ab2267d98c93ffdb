import { describe, expect, it } from 'vitest';
import { displayRatio, displayUnits, formatBps, formatUnits, parseAmount } from './amount.ts';

/** The largest amount a token's uint256 balance can hold. */
const MAX_UINT256 = 2n ** 256n - 1n;

const value = (input: string, decimals: number) => {
  const parsed = parseAmount(input, decimals);
  if (!parsed.ok) throw new Error(`expected ${input} to parse: ${parsed.error}`);
  return parsed.value.toString();
};
const error = (input: string, decimals: number) => {
  const parsed = parseAmount(input, decimals);
  if (parsed.ok) throw new Error(`expected ${input} to be rejected`);
  return parsed.error;
};

describe('parseAmount', () => {
  it('converts 18-decimal amounts exactly', () => {
    expect(value('1', 18)).toBe('1000000000000000000');
    expect(value('1.5', 18)).toBe('1500000000000000000');
    expect(value('0.1', 18)).toBe('100000000000000000');
    expect(value('0.000000000000000001', 18)).toBe('1');
    expect(value('123456789.123456789123456789', 18)).toBe('123456789123456789123456789');
  });

  it('converts 6-decimal amounts exactly', () => {
    expect(value('1', 6)).toBe('1000000');
    expect(value('2500.25', 6)).toBe('2500250000');
    expect(value('0.000001', 6)).toBe('1');
  });

  it('handles leading and trailing zeros, a bare leading or trailing dot and surrounding spaces', () => {
    expect(value('0001.2300', 6)).toBe('1230000');
    expect(value('.5', 6)).toBe('500000');
    expect(value('5.', 6)).toBe('5000000');
    expect(value('  7  ', 6)).toBe('7000000');
    expect(value('1.000000', 6)).toBe('1000000');
  });

  it('accepts max uint256 and rejects one more', () => {
    expect(value(MAX_UINT256.toString(), 0)).toBe(MAX_UINT256.toString());
    expect(error((MAX_UINT256 + 1n).toString(), 0)).toMatch(/too large/);
  });

  it('never goes through floating point', () => {
    expect(value('0.3', 18)).toBe('300000000000000000');
    expect(value('9007199254740993', 0)).toBe('9007199254740993');
  });

  it.each([
    ['', /Enter an amount/],
    ['   ', /Enter an amount/],
    ['0', /more than zero/],
    ['0.000', /more than zero/],
    ['-1', /cannot be negative/],
    ['1e5', /exponent/],
    ['1E5', /exponent/],
    ['1,5', /dot/],
    ['.', /Enter a number/],
    ['abc', /Enter a number/],
    ['1.2.3', /Enter a number/],
    ['+1', /Enter a number/],
    ['0x10', /Enter a number/],
    ['Infinity', /Enter a number/],
    ['NaN', /Enter a number/],
    ['١', /Enter a number/],
  ])('rejects %j', (input, message) => {
    expect(error(input, 18)).toMatch(message);
  });

  it('takes thousands groups and spaces as the /bpi converter does', () => {
    expect(value('1,000.5', 6)).toBe('1000500000');
    expect(value('1 000', 0)).toBe('1000');
  });

  it('rejects more decimals than the token has', () => {
    expect(error('1.0000001', 6)).toBe('This token has at most 6 decimals');
    expect(error('1.5', 0)).toBe('This token has no decimals');
  });
});

describe('formatUnits', () => {
  it('is the exact inverse of parseAmount', () => {
    for (const [text, decimals] of [
      ['1.5', 18],
      ['0.000001', 6],
      ['123456789.987654321', 9],
      ['42', 0],
    ] as const) {
      expect(formatUnits(value(text, decimals), decimals)).toBe(text);
    }
    expect(formatUnits(MAX_UINT256, 18)).toBe('115792089237316195423570985008687907853269984665640564039457.584007913129639935');
  });

  it('drops trailing zeros and pads small values', () => {
    expect(formatUnits('1000000', 6)).toBe('1');
    expect(formatUnits('1', 18)).toBe('0.000000000000000001');
    expect(formatUnits(0n, 6)).toBe('0');
  });
});

describe('displayUnits', () => {
  it('groups thousands and keeps significant fraction digits, rounding down', () => {
    expect(displayUnits('3407431174', 6)).toBe('3,407.43');
    expect(displayUnits('1234567890000000000000000', 18)).toBe('1,234,567');
    expect(displayUnits('293034000000000', 18)).toBe('0.000293034');
    expect(displayUnits('1999999', 6, 3)).toBe('1.99');
  });
});

describe('displayRatio', () => {
  it('prices one whole token in the other, both ways', () => {
    // 1 ETH (18) -> 3,407.43 USDC (6)
    expect(displayRatio('3407431174', 6, '1000000000000000000', 18)).toBe('3,407.43');
    expect(displayRatio('1000000000000000000', 18, '3407431174', 6)).toBe('0.000293476');
  });

  it('keeps tiny prices instead of rounding them to zero', () => {
    expect(displayRatio('1', 6, '1000000000000000000000000', 18)).toBe('0.000000000001');
  });
});

describe('formatBps', () => {
  it('writes basis points as a percentage', () => {
    expect(formatBps('10000')).toBe('100 %');
    expect(formatBps('5500')).toBe('55 %');
    expect(formatBps('3333')).toBe('33.33 %');
    expect(formatBps('2')).toBe('0.02 %');
  });
});
