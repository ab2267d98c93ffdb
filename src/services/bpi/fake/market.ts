import { formatInteger } from '../../../shared/lib/format.ts';
/** Units of each currency per US dollar, roughly, for demo and test replies. */
export const USD_RATES: Record<string, number> = {
  USD: 1,
  GBP: 0.773,
  EUR: 0.906,
  JPY: 149.8,
  CHF: 0.882,
  CAD: 1.368,
  AUD: 1.521,
  CNY: 7.19,
  INR: 83.4,
  BRL: 5.41,
  MXN: 18.2,
  SEK: 10.61,
  NOK: 10.83,
  DKK: 6.76,
  PLN: 3.94,
  CZK: 22.9,
  HUF: 359.7,
  KRW: 1371.5,
  SGD: 1.349,
  HKD: 7.81,
  NZD: 1.652,
  ZAR: 18.47,
  TRY: 32.9,
  ILS: 3.71,
  AED: 3.6725,
  SAR: 3.75,
  THB: 35.4,
  IDR: 15987,
  PHP: 57.1,
  MYR: 4.62,
  ARS: 948.5,
  CLP: 931.2,
  COP: 3998,
  NGN: 1498,
  UAH: 41.2,
  ISK: 137.9,
  ETH: 0.000391,
  SOL: 0.00689,
  USDC: 1.0002,
  USDT: 0.9998,
};

const DESCRIPTIONS: Record<string, string> = { USD: 'United States Dollar', GBP: 'British Pound Sterling', EUR: 'Euro' };
const SYMBOLS: Record<string, string> = { USD: '&#36;', GBP: '&pound;', EUR: '&euro;' };

// The index's own text forms, written without Intl: the demo answers a page's first request, and
// a page's first Intl object (locale data) would make that answer a long task.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => String(value).padStart(2, '0');

/** "59,524.4038", "59,524.400": grouped, three or four decimals. */
export function commaRate(value: number): string {
  const [whole, fraction] = value.toFixed(4).split('.') as [string, string];
  return `${formatInteger(Number(whole))}.${fraction.endsWith('0') ? fraction.slice(0, 3) : fraction}`;
}

/** The last Sunday of a month, 01:00 UTC: when British Summer Time starts (March) and ends (October). */
const lastSundayOneAm = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 86_400_000;
};

/** "Aug 18, 2024 04:19:23 UTC". */
export const updatedUtc = (time: Date) =>
  `${MONTHS[time.getUTCMonth()]} ${time.getUTCDate()}, ${time.getUTCFullYear()} ${time.toISOString().slice(11, 19)} UTC`;

/** "Aug 18, 2024 at 05:19 BST": the time in London. */
export function updatedUk(time: Date): string {
  const year = time.getUTCFullYear();
  const summer = time.getTime() >= lastSundayOneAm(year, 2) && time.getTime() < lastSundayOneAm(year, 9);
  const london = new Date(time.getTime() + (summer ? 3_600_000 : 0));
  return `${MONTHS[london.getUTCMonth()]} ${london.getUTCDate()}, ${london.getUTCFullYear()} at ${two(london.getUTCHours())}:${two(london.getUTCMinutes())} ${summer ? 'BST' : 'GMT'}`;
}

/** A price that wanders a little on every call, like the real index between refreshes. */
export function createMarket(startUsd = 59_524.4038, random = Math.random) {
  let usd = startUsd;
  const step = () => {
    usd = Math.round(usd * (1 + (random() - 0.5) * 0.003) * 10_000) / 10_000;
    return usd;
  };
  return {
    coinDesk(now = new Date()) {
      const price = step();
      const bpi = Object.fromEntries(
        ['USD', 'GBP', 'EUR'].map((code) => {
          const value = Math.round(price * USD_RATES[code]! * 10_000) / 10_000;
          return [code, { code, symbol: SYMBOLS[code], rate: commaRate(value), description: DESCRIPTIONS[code], rate_float: value }];
        }),
      );
      const updated = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
      return {
        time: {
          updated: updatedUtc(updated),
          updatedISO: updated.toISOString().replace('.000Z', '+00:00'),
          updateduk: updatedUk(updated),
        },
        disclaimer:
          'This data was produced from the CoinDesk Bitcoin Price Index (USD). Non-USD currency data converted using hourly conversion rate from openexchangerates.org',
        chartName: 'Bitcoin',
        bpi,
      };
    },
    coinbase() {
      const price = step();
      const rates = Object.fromEntries(Object.entries(USD_RATES).map(([code, perUsd]) => [code, String(Number((price * perUsd).toPrecision(10)))]));
      return { data: { currency: 'BTC', rates: { ...rates, BTC: '1.0' } } };
    },
  };
}
