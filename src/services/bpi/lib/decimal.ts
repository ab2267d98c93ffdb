/**
 * Exact decimals as scaled integers (`units / 10^scale`), so converting amounts never meets
 * binary floating point: 0.1 BTC at 60,000.10 is exactly 6,000.01.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const TEN = 10n;
const pow10 = (exponent: number) => TEN ** BigInt(exponent);

/** Plain "1234.56", grouped "1,234.56", ".5" and "0.5"; surrounding and thin spaces are ignored. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const PLAIN = /^(\d+(\.\d*)?|\.\d+)$/;

export function parseDecimal(text: string): Decimal | undefined {
  const trimmed = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!GROUPED.test(trimmed) && !PLAIN.test(trimmed)) return undefined;
  const [whole = '', fraction = ''] = trimmed.replaceAll(',', '').split('.');
  return { units: BigInt(`${whole || '0'}${fraction}`), scale: fraction.length };
}

/** A price from an upstream, taken as the decimal its shortest text shows (59524.4038 stays 59524.4038). */
export function decimalFromNumber(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [mantissa = '0', exponentText] = String(Math.abs(value)).split('e');
  const parsed = parseDecimal(mantissa)!;
  const exponent = Number(exponentText ?? 0);
  const shifted = exponent >= 0 ? { units: parsed.units * pow10(exponent), scale: parsed.scale } : { units: parsed.units, scale: parsed.scale - exponent };
  return { units: value < 0 ? -shifted.units : shifted.units, scale: shifted.scale };
}

export const multiply = (a: Decimal, b: Decimal): Decimal => ({ units: a.units * b.units, scale: a.scale + b.scale });

/** Rounds half away from zero to `scale` places. */
export function roundTo(value: Decimal, scale: number): Decimal {
  if (value.scale <= scale) return { units: value.units * pow10(scale - value.scale), scale };
  const divisor = pow10(value.scale - scale);
  const negative = value.units < 0n;
  const magnitude = negative ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: negative ? -rounded : rounded, scale };
}

/** a / b rounded half away from zero to `scale` places; undefined when b is zero. */
export function divide(a: Decimal, b: Decimal, scale: number): Decimal | undefined {
  if (b.units === 0n) return undefined;
  // a/b = (a.units / b.units) * 10^(b.scale - a.scale); one extra digit decides the rounding.
  const shift = scale + 1 + b.scale - a.scale;
  const numerator = shift >= 0 ? a.units * pow10(shift) : a.units / pow10(-shift);
  const negative = numerator < 0n !== b.units < 0n;
  const abs = (value: bigint) => (value < 0n ? -value : value);
  const withExtra = abs(numerator) / abs(b.units);
  const rounded = (withExtra + 5n) / TEN;
  return { units: negative ? -rounded : rounded, scale };
}

/** "1,234.56": grouped whole part, and the fraction with trailing zeros dropped down to `minFraction`. */
export function formatDecimal(value: Decimal, minFraction = 0): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  let fraction = digits.slice(digits.length - value.scale);
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: Decimal, b: Decimal): number {
  const scale = Math.max(a.scale, b.scale);
  const left = a.units * pow10(scale - a.scale);
  const right = b.units * pow10(scale - b.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
