/**
 * Human-unit <-> base-unit conversion with exact bigint arithmetic. Floating point never
 * touches an amount: "0.1" ETH is exactly 100000000000000000 wei.
 */
export type ParsedAmount = { ok: true; value: bigint } | { ok: false; error: string };

export const MAX_UINT256 = (1n << 256n) - 1n;

/** Plain decimal only: digits with an optional single "." (no signs, exponents, separators). */
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

export function parseAmount(input: string, decimals: number): ParsedAmount {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'Enter an amount' };
  if (text.startsWith('-')) return { ok: false, error: 'The amount must be more than zero' };
  if (/[eE]/.test(text)) return { ok: false, error: 'Write the amount in full, without an exponent (1e5)' };
  if (text.includes(',')) return { ok: false, error: 'Use a dot for decimals and no thousands separators' };
  const match = DECIMAL.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, error: 'Enter a number, for example 1.5' };
  if (fraction.length > decimals) {
    return { ok: false, error: decimals === 0 ? 'This token has no decimals' : `This token has at most ${decimals} decimals` };
  }
  const value = BigInt((whole || '0') + fraction.padEnd(decimals, '0'));
  if (value === 0n) return { ok: false, error: 'The amount must be more than zero' };
  if (value > MAX_UINT256) return { ok: false, error: 'The amount is too large' };
  return { ok: true, value };
}

/** Formats base units as a plain decimal string, trailing fraction zeros removed. */
export function formatUnits(value: bigint | string, decimals: number): string {
  const amount = BigInt(value);
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * For display: thousands separators and at most `significant` significant fraction digits
 * (whole digits are never cut). Rounds down so a shown amount is never more than the real one.
 */
export function displayUnits(value: bigint | string, decimals: number, significant = 6): string {
  const plain = formatUnits(value, decimals);
  const [whole = '0', fraction = ''] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (!fraction) return grouped;
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length;
  const keep = whole !== '0' ? Math.max(0, significant - whole.length) : leadingZeros + significant;
  const kept = fraction.slice(0, keep).replace(/0+$/, '');
  return kept ? `${grouped}.${kept}` : grouped;
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

/** Basis points as a percentage: "5500" -> "55 %", "3333" -> "33.33 %". */
export const formatBps = (bps: bigint | string) => `${displayUnits(bps, 2, 4)} %`;
