import { CANONICAL_GRAMMAR, readDecimalText, type DecimalGrammar } from './decimal.ts';
import { numberSymbols, writeDigits } from './reader-locale.ts';

/**
 * The app's one parser for an amount a person types (a token amount on /swap, BTC or a currency
 * in the /bpi converter, a price alert). Rules (decimal.ts's grammar) in the reader's locale: digits
 * with the locale's decimal separator ("1.5" in en-US, "1,5" in de-DE); its group separator only
 * between thousands groups of three ("1,234.5", "1.234,5"); spaces ignored; no sign, no exponent.
 * Text from a URL or storage is read in the locale-free grammar (`grammar: CANONICAL_GRAMMAR`). The
 * result is exact: base units as a bigint (`units / 10^decimals`), never a float.
 */
export type AmountProblem = 'empty' | 'negative' | 'exponent' | 'decimal-comma' | 'unreadable' | 'zero' | 'too-small' | 'too-many-decimals';

export type ParsedAmount = { ok: true; units: bigint } | { ok: false; problem: AmountProblem; error: string };

export interface AmountRules {
  /** Decimal places of the unit (BTC 8, USD 2, USDC 6). */
  decimals: number;
  /** What the amount is in, for the messages ("BTC"); "this token" when unknown. */
  unit?: string;
  /** The separators of the text: the reader's unless told. */
  grammar?: DecimalGrammar;
}

/** The reader's separators, as the amount parser reads them. */
export const readerGrammar = (): DecimalGrammar => {
  const { group, decimal } = numberSymbols();
  return group === CANONICAL_GRAMMAR.group && decimal === CANONICAL_GRAMMAR.decimal ? CANONICAL_GRAMMAR : { group, decimal };
};

/** "a dot as decimal point" in the reader's grammar ("a comma as decimal point" in de-DE), for a field's hint. */
export const decimalPointWords = (grammar = readerGrammar()) => `${separatorName(grammar.decimal)} as decimal point`;

const SEPARATOR_NAMES: Record<string, string> = { '.': 'a dot', ',': 'a comma', "'": 'an apostrophe', '\u2019': 'an apostrophe' };
const separatorName = (char: string) => SEPARATOR_NAMES[char] ?? (/\s/.test(char) ? 'a space' : `"${char}"`);

/** "Use a dot for decimals (1.5); a comma only groups thousands (1,234.5)", in the grammar's own separators. */
function separatorAdvice({ group, decimal }: DecimalGrammar): string {
  const decimals = `Use ${separatorName(decimal)} for decimals (1${decimal}5)`;
  return group === '' ? decimals : `${decimals}; ${separatorName(group)} only groups thousands (1${group}234${decimal}5)`;
}

const fail = (problem: AmountProblem, error: string): ParsedAmount => ({ ok: false, problem, error });

/** The smallest amount of a unit with `decimals` places: 8 -> "0.00000001". */
export const smallestAmount = (decimals: number) => writeDigits(decimals === 0 ? '1' : '0', decimals === 0 ? '' : `${'0'.repeat(decimals - 1)}1`);

export function parseAmount(input: string, { decimals, unit, grammar = readerGrammar() }: AmountRules): ParsedAmount {
  const text = input.replace(/[\s\u00a0\u202f]/g, '');
  const name = unit ?? 'this token';
  if (text === '') return fail('empty', 'Enter an amount');
  if (text.startsWith('-') || text.startsWith('−')) return fail('negative', 'The amount cannot be negative');
  if (/^[\d.,]*[eE][+-]?\d*$/.test(text)) return fail('exponent', 'Write the amount in full, without an exponent (1e5)');
  const parts = readDecimalText(text, grammar);
  if (!parts) {
    const separators = text.replace(/\d/g, '');
    if (/^[.,'\u2019]+$/.test(separators) && [...separators].some((char) => char !== grammar.decimal)) return fail('decimal-comma', separatorAdvice(grammar));
    return fail('unreadable', `Enter a number, for example ${writeDigits('1', '5')}`);
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

/** Typed text in the locale-free grammar, as a URL carries it ("1.234,5" -> "1234.5"); text that does not read stays as typed. */
export function amountForUrl(text: string, grammar = readerGrammar()): string {
  if (grammar === CANONICAL_GRAMMAR) return text;
  const parts = readDecimalText(text, grammar);
  return parts ? `${parts.whole || '0'}${parts.fraction ? `.${parts.fraction}` : ''}` : text;
}

/** A URL's locale-free amount as the reader types it ("1234.5" -> "1.234,5"); text that does not read stays as it is. */
export function amountForReader(text: string, grammar = readerGrammar()): string {
  if (grammar === CANONICAL_GRAMMAR) return text;
  const parts = readDecimalText(text);
  return parts ? writeDigits(parts.whole || '0', parts.fraction) : text;
}
