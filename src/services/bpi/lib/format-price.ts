import { formatFixed, numberFormat } from '../../../shared/lib/reader-locale.ts';
import { lazily } from '../../../shared/lib/lazily.ts';
/** The reader's currency format for the code (each currency keeps its own minor units: ¥ none, $ two). */
function formatterFor(code: string, compact: boolean): Intl.NumberFormat | undefined {
  try {
    return numberFormat({ style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', ...(compact ? { maximumFractionDigits: 0 } : {}) });
  } catch {
    // Intl rejects codes that are not three letters (Coinbase lists tokens such as USDC).
    return undefined;
  }
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
