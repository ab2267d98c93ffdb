import { formatCurrency, formatFixed } from '../../../shared/lib/reader-locale.ts';
import { lazily } from '../../../shared/lib/lazily.ts';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import { tradeClock } from './trade-clock.ts';

/** Codes Intl refuses as currencies (Coinbase lists tokens such as USDC), asked once per tab. */
const refusedCodes = tabScope.define(() => new Set<string>());

/** The code's price with its narrow symbol (each currency keeps its own minor units: ¥ none, $ two), or undefined where Intl refuses the code. */
function currencyPrice(value: number, code: string, compact: boolean): string | undefined {
  if (refusedCodes().has(code)) return undefined;
  try {
    return formatCurrency(value, code, compact ? 0 : undefined);
  } catch {
    refusedCodes().add(code);
    return undefined;
  }
}

/**
 * Builds what a first price in `code` is written with (its currency's format, where it needs one,
 * and the trade clock), for the page to call while that price is awaited: a page's first Intl
 * objects load the locale's data, a long task on a slow phone, which then falls in the wait for
 * the answer rather than between the answer and its paint.
 */
export function prepareFormats(code: string) {
  currencyPrice(0, code, false);
  tradeClock(0);
}

/** The reader's currency format for the code; the upstream's symbol is only a fallback, always as text. */
export function formatPrice(value: number, code: string, options: { symbol?: string; compact?: boolean } = {}): string {
  const price = currencyPrice(value, code, options.compact ?? false);
  if (price !== undefined) return price;
  return options.symbol ? `${options.symbol}${formatFixed(value, 2)}` : `${formatFixed(value, 2)} ${code}`;
}

export interface PriceChange {
  direction: 'up' | 'down' | 'flat';
  amount: number;
  percent: number;
}

export function priceChange(previous: number, current: number): PriceChange {
  const amount = current - previous;
  const percent = previous === 0 ? 0 : (amount / previous) * 100;
  // Sub-cent moves read as "unchanged" rather than as a confusing "+$0.00".
  const direction = Math.abs(amount) < 0.005 ? 'flat' : amount > 0 ? 'up' : 'down';
  return { direction, amount, percent };
}

export function formatChange(change: PriceChange, code: string): string {
  if (change.direction === 'flat') return 'Unchanged';
  const sign = change.direction === 'up' ? '+' : '−';
  return `${sign}${formatPrice(Math.abs(change.amount), code)} (${sign}${formatFixed(Math.abs(change.percent), 3)}%)`;
}

const currencyNames = lazily(() => new Intl.DisplayNames(['en'], { type: 'currency' }));

export function currencyName(code: string, fallback?: string): string {
  if (fallback) return fallback;
  try {
    return currencyNames().of(code) ?? code;
  } catch {
    return code;
  }
}
