import { decimalFromNumber, divide, formatDecimal, multiply, parseDecimal, roundTo } from './decimal.ts';

/** Bitcoin amounts go down to the satoshi. */
export const BTC_DECIMALS = 8;

const minorUnits = new Map<string, number>();

/** The currency's own minor units (¥ 0, $ 2), 2 where Intl does not know the code. */
export function minorUnitsOf(code: string): number {
  if (!minorUnits.has(code)) {
    let digits = 2;
    try {
      digits = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      // Codes Intl rejects (USDC, ...) keep two decimals.
    }
    minorUnits.set(code, digits);
  }
  return minorUnits.get(code)!;
}

export type Conversion = { ok: true; text: string } | { ok: false; reason: 'empty' | 'unreadable' | 'no-price' };

/** BTC amount -> currency amount at `price` per BTC, exact and rounded to the currency's minor units. */
export function btcToCurrency(btcText: string, price: number, code: string): Conversion {
  if (btcText.trim() === '') return { ok: false, reason: 'empty' };
  const amount = parseDecimal(btcText);
  if (!amount) return { ok: false, reason: 'unreadable' };
  if (!(price > 0)) return { ok: false, reason: 'no-price' };
  const digits = minorUnitsOf(code);
  return { ok: true, text: formatDecimal(roundTo(multiply(amount, decimalFromNumber(price)), digits), digits) };
}

/** Currency amount -> BTC at `price` per BTC, exact and rounded to the satoshi. */
export function currencyToBtc(text: string, price: number): Conversion {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const amount = parseDecimal(text);
  if (!amount) return { ok: false, reason: 'unreadable' };
  const btc = price > 0 ? divide(amount, decimalFromNumber(price), BTC_DECIMALS) : undefined;
  if (!btc) return { ok: false, reason: 'no-price' };
  return { ok: true, text: formatDecimal(btc) };
}
