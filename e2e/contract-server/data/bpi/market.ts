/** Units per US dollar, for the BPI contract (CoinDesk) and its fallback (Coinbase). */
const PER_USD: Record<string, number> = {
  USD: 1,
  GBP: 0.7731,
  EUR: 0.9065,
  JPY: 149.82,
  CHF: 0.8817,
  CAD: 1.3684,
  AUD: 1.5213,
  CNY: 7.1904,
  INR: 83.41,
  BRL: 5.412,
  MXN: 18.21,
  SEK: 10.61,
  NOK: 10.83,
  PLN: 3.942,
  KRW: 1371.5,
  SGD: 1.349,
  HKD: 7.812,
  NZD: 1.652,
  ZAR: 18.47,
  TRY: 32.91,
  AED: 3.6725,
  ETH: 0.0003912,
  USDC: 1.0002,
};

const NAMES: Record<string, [string, string]> = {
  USD: ['&#36;', 'United States Dollar'],
  GBP: ['&pound;', 'British Pound Sterling'],
  EUR: ['&euro;', 'Euro'],
};

/** A BTC price that moves a little on every call; `step` is deterministic so runs are comparable. */
let usd = 59_524.4038;
let tick = 0;
function nextUsd(): number {
  tick += 1;
  usd = Math.round(usd * (1 + Math.sin(tick * 1.7) * 0.0015) * 10_000) / 10_000;
  return usd;
}

const commaRate = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 4 });

export function coinDeskCurrentPrice(codes = ['USD', 'GBP', 'EUR'], now = new Date()) {
  const price = nextUsd();
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const iso = minute.toISOString().replace('.000Z', '+00:00');
  return {
    time: {
      updated: `${minute.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} ${iso.slice(11, 19)} UTC`,
      updatedISO: iso,
      updateduk: `${minute.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })} at ${iso.slice(11, 16)} GMT`,
    },
    disclaimer:
      'This data was produced from the CoinDesk Bitcoin Price Index (USD). Non-USD currency data converted using hourly conversion rate from openexchangerates.org',
    chartName: 'Bitcoin',
    bpi: Object.fromEntries(
      codes.map((code) => {
        const value = Math.round(price * (PER_USD[code] ?? 1) * 10_000) / 10_000;
        const [symbol, description] = NAMES[code] ?? [undefined, code];
        return [code, { code, ...(symbol ? { symbol } : {}), rate: commaRate(value), description, rate_float: value }];
      }),
    ),
  };
}

export const knownCode = (code: string) => code in PER_USD;

export function coinbaseRates() {
  const price = nextUsd();
  const rates = Object.fromEntries(Object.entries(PER_USD).map(([code, perUsd]) => [code, String(Number((price * perUsd).toPrecision(12)))]));
  return { data: { currency: 'BTC', rates: { ...rates, BTC: '1.0' } } };
}
