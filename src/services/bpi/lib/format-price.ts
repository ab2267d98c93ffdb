import { formatFixed, numberFormat } from '../../../shared/lib/reader-locale.ts';
import { lazily } from '../../../shared/lib/lazily.ts';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import { tradeClock } from './trade-clock.ts';

/** Each currency's format (and its compact one), asked of Intl once per tab; null where Intl refuses the code. */
const priceFormats = tabScope.define(() => new Map<string, Intl.NumberFormat | null>());

/** The reader's currency format for the code (each currency keeps its own minor units: ¥ none, $ two). */
function formatterFor(code: string, compact: boolean): Intl.NumberFormat | undefined {
  const key = compact ? `${code} compact` : code;
  const formats = priceFormats();
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = numberFormat({ style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', ...(compact ? { maximumFractionDigits: 0 } : {}) });
    } catch {
      // Intl rejects codes that are not three letters (Coinbase lists tokens such as USDC).
      format = null;
    }
    formats.set(key, format);
  }
  return format ?? undefined;
}

/**
 * Builds what a first price in `code` is written with (its currency's format and the trade clock),
 * for the page to call while that price is awaited: a page's first Intl objects load the locale's
 * data, a long task on a slow phone, which then falls in the wait for the answer rather than
 * between the answer and its paint.
 */
export function prepareFormats(code: string) {
  formatterFor(code, false);
  tradeClock(0);
}

const plain = () => numberFormat({ maximumFractionDigits: 2, minimumFractionDigits: 2 });

/** Formats by currency code with Intl; the upstream's symbol is only a fallback, always as text. */
export function formatPrice(value: number, code: string, options: { symbol?: string; compact?: boolean } = {}): string {
  const formatter = formatterFor(code, options.compact ?? false);
  if (formatter) return formatter.format(value);
  return options.symbol ? `${options.symbol}${plain().format(value)}` : `${plain().format(value)} ${code}`;
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
