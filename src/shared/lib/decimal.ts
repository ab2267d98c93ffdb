import { writeDigits } from './reader-locale.ts';

/**
 * Exact decimals as scaled integers (`units / 10^scale`: `{ units: 12345n, scale: 2 }` is 123.45),
 * so amounts, prices and rates never meet binary floating point: 0.1 BTC at 60,000.10 is exactly
 * 6,000.01. Text is read by one grammar (readDecimalText), the one the amount parser uses too.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const TEN = 10n;
const pow10 = (exponent: number) => TEN ** BigInt(exponent);
const abs = (value: bigint) => (value < 0n ? -value : value);

/** "1,234.56": commas only in groups of three before the point. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
/** "1234.56", "0.5", ".5" and "5.". */
const PLAIN = /^(\d+(\.\d*)?|\.\d+)$/;
/** Spaces, no-break spaces and thin spaces: pasted amounts carry them as digit group separators. */
const SPACES = /[\s\u00a0\u202f]/g;

/** How decimal text separates: the locale-free form (URLs, storage, upstreams) or a reader's ("1.234,5" in de-DE). */
export interface DecimalGrammar {
  group: string;
  decimal: string;
}

export const CANONICAL_GRAMMAR: DecimalGrammar = { group: ',', decimal: '.' };

/** Apostrophes a Swiss reader may type for the one their locale groups with. */
const APOSTROPHES = /['’]/;

/** Text in `grammar` rewritten in the canonical one; a separator the grammar does not use becomes unreadable. */
function toCanonical(text: string, { group, decimal }: DecimalGrammar): string {
  return Array.from(text, (char) => {
    if (char === decimal) return '.';
    if (char === group || (APOSTROPHES.test(group) && APOSTROPHES.test(char))) return ',';
    return char === '.' || char === ',' ? '!' : char;
  }).join('');
}

/**
 * The one grammar for decimal text: digits with an optional decimal point, group separators only
 * between thousands groups of three, spaces anywhere ignored; no sign, no exponent. The separators
 * are the grammar's ("." and "," unless told). Returns the digits before and after the point, or
 * undefined for text outside the grammar.
 */
export function readDecimalText(text: string, grammar: DecimalGrammar = CANONICAL_GRAMMAR): { whole: string; fraction: string } | undefined {
  const spaceless = text.replace(SPACES, '');
  const compact = grammar === CANONICAL_GRAMMAR ? spaceless : toCanonical(spaceless, grammar);
  if (!GROUPED.test(compact) && !PLAIN.test(compact)) return undefined;
  const [whole = '', fraction = ''] = compact.replaceAll(',', '').split('.');
  return { whole, fraction };
}

/** The exact value of decimal text in the grammar above ("1,234.56", " .5 ", "3412.55"), else undefined. */
export function parseDecimal(text: string, grammar: DecimalGrammar = CANONICAL_GRAMMAR): Decimal | undefined {
  const parts = readDecimalText(text, grammar);
  return parts && { units: BigInt(`${parts.whole || '0'}${parts.fraction}`), scale: parts.fraction.length };
}

/** A number from an upstream, taken as the decimal its shortest text shows (59524.4038 stays 59524.4038). */
export function decimalFromNumber(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [mantissa = '0', exponentText] = String(Math.abs(value)).split('e');
  const parsed = parseDecimal(mantissa)!;
  const exponent = Number(exponentText ?? 0);
  const shifted = exponent >= 0 ? { units: parsed.units * pow10(exponent), scale: parsed.scale } : { units: parsed.units, scale: parsed.scale - exponent };
  return { units: value < 0 ? -shifted.units : shifted.units, scale: shifted.scale };
}

/** Both values' units at the larger scale, so they compare and subtract exactly. */
export function alignDecimals(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const [left, right] = alignDecimals(a, b);
  return left < right ? -1 : left > right ? 1 : 0;
}

export const multiply = (a: Decimal, b: Decimal): Decimal => ({ units: a.units * b.units, scale: a.scale + b.scale });

/**
 * How a value loses places: `half-away-from-zero` for a conversion's result, `toward-zero` where a
 * shown value must never be more than the real one (a dollar value shown in cents).
 */
export type Rounding = 'half-away-from-zero' | 'toward-zero';

/** The value at exactly `scale` places, rounded as `rounding` says. */
export function roundTo(value: Decimal, scale: number, rounding: Rounding = 'half-away-from-zero'): Decimal {
  if (value.scale <= scale) return { units: value.units * pow10(scale - value.scale), scale };
  const divisor = pow10(value.scale - scale);
  const magnitude = abs(value.units);
  const rounded = rounding === 'toward-zero' ? magnitude / divisor : (magnitude + divisor / 2n) / divisor;
  return { units: value.units < 0n ? -rounded : rounded, scale };
}

/** a / b rounded half away from zero to `scale` places; undefined when b is zero. */
export function divide(a: Decimal, b: Decimal, scale: number): Decimal | undefined {
  if (b.units === 0n) return undefined;
  // a/b = (a.units / b.units) * 10^(b.scale - a.scale); one extra digit decides the rounding.
  const shift = scale + 1 + b.scale - a.scale;
  const numerator = shift >= 0 ? a.units * pow10(shift) : a.units / pow10(-shift);
  const negative = numerator < 0n !== b.units < 0n;
  const rounded = (abs(numerator) / abs(b.units) + 5n) / TEN;
  return { units: negative ? -rounded : rounded, scale };
}

/** The sign, whole digits and fraction digits of a value, trailing zeros dropped down to `minFraction` places. */
export function decimalDigits(value: Decimal, minFraction = 0) {
  const negative = value.units < 0n;
  const digits = abs(value.units)
    .toString()
    .padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  let fraction = digits.slice(digits.length - value.scale);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return { negative, whole, fraction };
}

/** "1,234.56", locale-free (storage, exports): the whole part grouped, trailing zeros dropped down to `minFraction` places. */
export function formatDecimal(value: Decimal, minFraction = 0): string {
  const { negative, whole, fraction } = decimalDigits(value, minFraction);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** formatDecimal in the reader's form ("1.234,56" in de-DE), every digit kept. */
export function formatDecimalForReader(value: Decimal, minFraction = 0): string {
  const { negative, whole, fraction } = decimalDigits(value, minFraction);
  return writeDigits(whole, fraction, negative);
}
