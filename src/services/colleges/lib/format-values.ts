import { formatInteger } from '../../../shared/lib/format.ts';
import { normaliseWebsite } from '../../../shared/lib/safe-url.ts';
import { formatCurrencyDigits, formatFixed, numberFormat } from '../../../shared/lib/reader-locale.ts';

/**
 * Whole dollars in the reader's form ("$12,345" and "-$1,234" in en-US, "12.345 $" in de-DE): the
 * digits from formatInteger, the symbol where the reader's locale puts it.
 */
export const formatMoney = (value: number | null) => {
  if (value === null) return null;
  const dollars = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(dollars)) return numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
  return formatCurrencyDigits('USD', String(dollars), '', value < 0 || Object.is(value, -0));
};

/** Dollars and cents in the reader's form ("$12.50"). */
export const formatCents = (value: number | null) =>
  value === null ? null : numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
export const formatCount = (value: number | null) => (value === null ? null : formatInteger(Math.round(value)));

/** Rates are fractions 0–1; anything outside that is not a rate the app can trust. */
export function formatPercent(value: number | null): string | null {
  if (value === null || value < 0 || value > 1) return null;
  return `${formatFixed(value * 100, value * 100 >= 10 ? 0 : 1)}%`;
}

/** `www.x.edu`, `x.edu/` or `https://…/` become an https link; anything else (javascript:, data:) is dropped. */
export function websiteLink(value: string | null): { href: string; label: string } | null {
  const href = normaliseWebsite(value);
  if (!href) return null;
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return { href, label: `${url.hostname.replace(/^www\./, '')}${path}` };
}

export const OWNERSHIP_NAMES: Record<number, string> = { 1: 'Public', 2: 'Private nonprofit', 3: 'Private for-profit' };
export const DEGREE_NAMES: Record<number, string> = {
  0: 'Not classified',
  1: 'Certificate',
  2: "Associate's",
  3: "Bachelor's",
  4: 'Graduate',
};
