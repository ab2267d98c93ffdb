import { alignDecimals, decimalDigits, roundTo, type Decimal } from '../../../shared/lib/decimal.ts';
import { formatCurrencyDigits, writeDigits } from '../../../shared/lib/reader-locale.ts';

/** What is known about one token's dollar price. */
export type UsdRate =
  | { state: 'known'; usd: Decimal }
  /** Coinbase does not list the currency: nothing more is asked. */
  | { state: 'unlisted' }
  /** The request failed or has not answered yet. */
  | { state: 'unavailable' }
  | { state: 'loading' };

/** The dollar value of a base-unit amount, exactly: amount / 10^decimals × rate. */
export function usdValue(amount: bigint | string, decimals: number, rate: Decimal): Decimal {
  return { units: BigInt(amount) * rate.units, scale: decimals + rate.scale };
}

/**
 * "$1,234.56" in the reader's form ("1.234,56 $" in de-DE); below a cent "< $0.01"; dollars are cut
 * toward zero to cents, so a shown value is never more than the real one.
 */
export function formatUsd(value: Decimal): string {
  const cents = roundTo(value, 2, 'toward-zero');
  if (cents.units === 0n && value.units > 0n) return `< ${formatCurrencyDigits('USD', '0', '01')}`;
  const { whole, fraction, negative } = decimalDigits(cents, 2);
  return formatCurrencyDigits('USD', whole, fraction, negative);
}

export type ImpactLevel = 'neutral' | 'warning' | 'danger';

export interface ValueDifference {
  /** Dollars given minus dollars received (negative when the trade receives more). */
  lossUsd: Decimal;
  /** The loss as a share of what is given, in hundredths of a percent, rounded toward zero. */
  lossBasisPoints: bigint;
  level: ImpactLevel;
}

/**
 * How much value the trade loses against the reference rates: under 1 % neutral, 1–5 % a
 * warning, over 5 % danger. Undefined when what is given is worth nothing.
 */
export function valueDifference(give: Decimal, get: Decimal): ValueDifference | undefined {
  const [given, received, scale] = alignDecimals(give, get);
  if (given <= 0n) return undefined;
  const loss = given - received;
  const lossBasisPoints = (loss * 10_000n) / given;
  const level: ImpactLevel = lossBasisPoints > 500n ? 'danger' : lossBasisPoints >= 100n ? 'warning' : 'neutral';
  return { lossUsd: { units: loss, scale }, lossBasisPoints, level };
}

/** Basis points as a percentage with at most two decimals: 730n -> "7.3%", 5n -> "0.05%" (in the reader's digits). */
export function formatPercentFromBps(bps: bigint): string {
  const negative = bps < 0n;
  const abs = negative ? -bps : bps;
  const fraction = (abs % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${writeDigits(String(abs / 100n), fraction, negative)}%`;
}
