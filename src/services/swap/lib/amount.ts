/**
 * Human-unit <-> base-unit conversion with exact bigint arithmetic. Floating point never
 * touches an amount: "0.1" ETH is exactly 100000000000000000 wei.
 */
import { parseAmount as parseTypedAmount } from '../../../shared/lib/amount.ts';
import type { DecimalGrammar } from '../../../shared/lib/decimal.ts';
import { writeDigits } from '../../../shared/lib/reader-locale.ts';

export type ParsedAmount = { ok: true; value: bigint } | { ok: false; error: string };

const MAX_UINT256 = (1n << 256n) - 1n;

/** A typed token amount in base units, by the app's one amount parser (the reader's grammar unless told); 0x takes at most a uint256. */
export function parseAmount(input: string, decimals: number, symbol?: string, grammar?: DecimalGrammar): ParsedAmount {
  const parsed = parseTypedAmount(input, { decimals, unit: symbol, grammar });
  if (!parsed.ok) return parsed;
  if (parsed.units > MAX_UINT256) return { ok: false, error: 'The amount is too large' };
  return { ok: true, value: parsed.units };
}

/** Formats base units as a plain, locale-free decimal string, trailing fraction zeros removed. */
export function formatUnits(value: bigint | string, decimals: number): string {
  const amount = BigInt(value);
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * For display, in the reader's form: thousands separators and at most `significant` significant fraction digits
 * (whole digits are never cut). Rounds down so a shown amount is never more than the real one.
 */
export function displayUnits(value: bigint | string, decimals: number, significant = 6): string {
  const plain = formatUnits(value, decimals);
  const [whole = '0', fraction = ''] = plain.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length;
  const keep = digits !== '0' ? Math.max(0, significant - digits.length) : leadingZeros + significant;
  return writeDigits(digits, fraction.slice(0, keep).replace(/0+$/, ''), negative);
}

/** Extra digits kept when dividing, so tiny prices do not round to zero. */
const RATIO_EXTRA = 18;

/**
 * The price of one whole `base` token in `quote` tokens: (quoteAmount / 10^quoteDecimals) /
 * (baseAmount / 10^baseDecimals), computed exactly and shown with `significant` digits.
 */
export function displayRatio(quoteAmount: bigint | string, quoteDecimals: number, baseAmount: bigint | string, baseDecimals: number, significant = 6): string {
  const base = BigInt(baseAmount);
  if (base === 0n) return '–';
  const scaled = (BigInt(quoteAmount) * 10n ** BigInt(baseDecimals + RATIO_EXTRA)) / base;
  return displayUnits(scaled, quoteDecimals + RATIO_EXTRA, significant);
}

/** Basis points as a percentage: "5500" -> "55 %", "3333" -> "33.33 %" (in the reader's digits). */
export const formatBps = (bps: bigint | string) => `${displayUnits(bps, 2, 4)} %`;
