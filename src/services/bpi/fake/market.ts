import { BTC_USD, PER_USD, tokensPerUsd } from '../../../shared/fake/demo-market.ts';
/** Units of each currency (and of the tokens Coinbase lists beside them) per US dollar, from the one demo market. */
export const USD_RATES: Record<string, number> = {
  ...PER_USD,
  ETH: tokensPerUsd('ETH'),
  SOL: tokensPerUsd('SOL'),
  USDC: tokensPerUsd('USDC'),
  USDT: tokensPerUsd('USDT'),
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
  // The index writes en-US digits whatever the reader's locale.
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.endsWith('0') ? fraction.slice(0, 3) : fraction}`;
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
export function createMarket(startUsd = BTC_USD, random = Math.random) {
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
