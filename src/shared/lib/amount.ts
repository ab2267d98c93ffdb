import { readDecimalText } from './decimal.ts';

/**
 * The app's one parser for an amount a person types (a token amount on /swap, BTC or a currency
 * in the /bpi converter). Rules (decimal.ts's grammar): digits with an optional "." as decimal point; commas only as
 * thousands separators in groups of three ("1,234.5"); spaces ignored; no sign, no exponent. The
 * result is exact: base units as a bigint (`units / 10^decimals`), never a float.
 */
export type AmountProblem = 'empty' | 'negative' | 'exponent' | 'decimal-comma' | 'unreadable' | 'zero' | 'too-small' | 'too-many-decimals';

export type ParsedAmount = { ok: true; units: bigint } | { ok: false; problem: AmountProblem; error: string };

export interface AmountRules {
  /** Decimal places of the unit (BTC 8, USD 2, USDC 6). */
  decimals: number;
  /** What the amount is in, for the messages ("BTC"); "this token" when unknown. */
  unit?: string;
}

const fail = (problem: AmountProblem, error: string): ParsedAmount => ({ ok: false, problem, error });

/** The smallest amount of a unit with `decimals` places: 8 -> "0.00000001". */
export const smallestAmount = (decimals: number) => (decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`);

export function parseAmount(input: string, { decimals, unit }: AmountRules): ParsedAmount {
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  const name = unit ?? 'this token';
  if (text === '') return fail('empty', 'Enter an amount');
  if (text.startsWith('-') || text.startsWith('−')) return fail('negative', 'The amount cannot be negative');
  if (/^[\d.,]*[eE][+-]?\d*$/.test(text)) return fail('exponent', 'Write the amount in full, without an exponent (1e5)');
  const parts = readDecimalText(text);
  if (!parts) {
    if (/^[\d.,]+$/.test(text) && text.includes(',')) return fail('decimal-comma', 'Use a dot for decimals (1.5); a comma only groups thousands (1,234.5)');
    return fail('unreadable', 'Enter a number, for example 1.5');
  }
  const { whole, fraction } = parts;
  const kept = fraction.slice(0, decimals);
  const dropped = fraction.slice(decimals);
  const units = BigInt(`${whole || '0'}${kept.padEnd(decimals, '0')}`);
  if (/[1-9]/.test(dropped)) {
    const smallest = `${smallestAmount(decimals)}${unit ? ` ${unit}` : ''}`;
    if (units === 0n) return fail('too-small', `Too small: the smallest amount of ${name} is ${smallest}`);
    return fail('too-many-decimals', decimals === 0 ? `${capitalise(name)} has no decimals` : `${capitalise(name)} has at most ${decimals} decimals`);
  }
  if (units === 0n) return fail('zero', 'The amount must be more than zero');
  return { ok: true, units };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
