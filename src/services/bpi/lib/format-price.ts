import { formatCurrency, formatFixed } from '../../../shared/lib/reader-locale.ts';
import { lazily } from '../../../shared/lib/lazily.ts';

/**
 * The reader's currency format for the code (each currency keeps its own minor units: ¥ none, $ two);
 * the upstream's symbol is only a fallback, always as text.
 */
export function formatPrice(value: number, code: string, options: { symbol?: string; compact?: boolean } = {}): string {
  try {
    return formatCurrency(value, code, options.compact ? 0 : undefined);
  } catch {
    // Intl rejects codes that are not three letters (Coinbase lists tokens such as USDC).
  }
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
