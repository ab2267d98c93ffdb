import { numberFormat } from '../../../shared/lib/reader-locale.ts';
import { parseAmount, smallestAmount } from '../../../shared/lib/amount.ts';
import { decimalFromNumber, divide, formatDecimalForReader, multiply, roundTo, type Decimal } from '../../../shared/lib/decimal.ts';

/** Bitcoin amounts go down to the satoshi. */
export const BTC_DECIMALS = 8;

/** The index's own currencies, whose minor units are known without building a formatter (a page's first one is a long task on a slow phone). */
const minorUnits = new Map<string, number>([
  ['USD', 2],
  ['EUR', 2],
  ['GBP', 2],
]);

/** The currency's own minor units (¥ 0, $ 2), 2 where Intl does not know the code. */
export function minorUnitsOf(code: string): number {
  if (!minorUnits.has(code)) {
    let digits = 2;
    try {
      digits = numberFormat({ style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      // Codes Intl rejects (USDC, ...) keep two decimals.
    }
    minorUnits.set(code, digits);
  }
  return minorUnits.get(code)!;
}

export type Conversion = { ok: true; text: string } | { ok: false; reason: 'empty' | 'no-price' } | { ok: false; reason: 'invalid'; error: string };

/** The typed amount by the app's one amount parser: the same grouping, decimal and error rules as /swap. */
function readAmount(text: string, decimals: number, unit: string): Decimal | Conversion {
  const parsed = parseAmount(text, { decimals, unit });
  if (parsed.ok) return { units: parsed.units, scale: decimals };
  return parsed.problem === 'empty' ? { ok: false, reason: 'empty' } : { ok: false, reason: 'invalid', error: parsed.error };
}

const isConversion = (value: Decimal | Conversion): value is Conversion => 'ok' in value;

/** A non-zero amount whose result rounds to nothing says so, instead of showing 0.00. */
const tooSmall = (decimals: number, unit: string): Conversion => ({
  ok: false,
  reason: 'invalid',
  error: `Too small: worth less than ${smallestAmount(decimals)} ${unit} at this price`,
});

/** A typed amount read once (the parse does not depend on the price): a decimal, or why there is none. */
export type TypedAmount = Decimal | Conversion;

/** The typed BTC amount, to the satoshi. */
export const readBtc = (text: string): TypedAmount => readAmount(text, BTC_DECIMALS, 'BTC');

/** The typed amount in `code`, to its minor units. */
export const readCurrency = (text: string, code: string): TypedAmount => readAmount(text, minorUnitsOf(code), code);

/** A BTC amount -> currency amount at `price` per BTC, exact and rounded to the currency's minor units. */
export function btcAmountToCurrency(amount: TypedAmount, price: number, code: string): Conversion {
  if (isConversion(amount)) return amount;
  if (!(price > 0)) return { ok: false, reason: 'no-price' };
  const digits = minorUnitsOf(code);
  const result = roundTo(multiply(amount, decimalFromNumber(price)), digits);
  return result.units === 0n ? tooSmall(digits, code) : { ok: true, text: formatDecimalForReader(result, digits) };
}

/** A currency amount -> BTC at `price` per BTC, exact and rounded to the satoshi. */
export function currencyAmountToBtc(amount: TypedAmount, price: number): Conversion {
  if (isConversion(amount)) return amount;
  const btc = price > 0 ? divide(amount, decimalFromNumber(price), BTC_DECIMALS) : undefined;
  if (!btc) return { ok: false, reason: 'no-price' };
  return btc.units === 0n ? tooSmall(BTC_DECIMALS, 'BTC') : { ok: true, text: formatDecimalForReader(btc) };
}
