/**
 * Exact decimals as a bigint and a power of ten: `{ units: 12345n, scale: 2 }` is 123.45.
 * Rates arrive as strings and are never turned into floats.
 */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A plain non-negative decimal string ("3412.55", "0.000293", "1.0"); anything else is undefined. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  return { units: BigInt(match[1]! + fraction), scale: fraction.length };
}

/** Brings both to the larger scale, so their units compare and subtract exactly. */
export function alignDecimals(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

/**
 * Cuts to `digits` fraction digits (toward zero, as token amounts are shown, so a shown value is
 * never more than the real one), with thousands separators and exactly that many digits.
 */
export function roundDecimal(value: Decimal, digits: number): string {
  const negative = value.units < 0n;
  const units = negative ? -value.units : value.units;
  let rounded: bigint;
  if (value.scale <= digits) rounded = units * 10n ** BigInt(digits - value.scale);
  else {
    rounded = units / 10n ** BigInt(value.scale - digits);
  }
  const text = rounded.toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits > 0 ? `.${text.slice(text.length - digits)}` : '';
  return `${negative && rounded !== 0n ? '-' : ''}${whole}${fraction}`;
}
