import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.ts';

const units = (input: string, decimals: number) => {
  const parsed = parseAmount(input, { decimals });
  if (!parsed.ok) throw new Error(`expected ${input} to parse: ${parsed.error}`);
  return parsed.units.toString();
};
const problem = (input: string, decimals: number, unit?: string) => {
  const parsed = parseAmount(input, { decimals, unit });
  return parsed.ok ? undefined : [parsed.problem, parsed.error];
};

describe('the amount parser', () => {
  it('reads plain and grouped amounts exactly, ignoring spaces and zeros past the last place', () => {
    expect(units('1,234.56', 2)).toBe('123456');
    expect(units('1234.5', 8)).toBe('123450000000');
    expect(units(' .5 ', 6)).toBe('500000');
    expect(units('5.', 0)).toBe('5');
    expect(units('1.5000000000', 8)).toBe('150000000');
    expect(units('0.000000000000000001', 18)).toBe('1');
  });

  it('names each problem specifically', () => {
    expect(problem('', 8)).toEqual(['empty', 'Enter an amount']);
    expect(problem('-1', 8)).toEqual(['negative', 'The amount cannot be negative']);
    expect(problem('0', 8)).toEqual(['zero', 'The amount must be more than zero']);
    expect(problem('0.000000001', 8, 'BTC')).toEqual(['too-small', 'Too small: the smallest amount of BTC is 0.00000001 BTC']);
    expect(problem('1.123456789', 8, 'BTC')).toEqual(['too-many-decimals', 'BTC has at most 8 decimals']);
    expect(problem('1.5', 0)).toEqual(['too-many-decimals', 'This token has no decimals']);
    expect(problem('1e5', 8)?.[0]).toBe('exponent');
    expect(problem('12,34', 2)?.[0]).toBe('decimal-comma');
    expect(problem('1,5', 2)?.[0]).toBe('decimal-comma');
    for (const text of ['.', 'abc', '1.2.3', '+1', '0x10', 'Infinity', '١']) expect(problem(text, 8)?.[0]).toBe('unreadable');
  });
});
