import { BTC_USD } from '../../../shared/fake/demo-market.ts';
/**
 * Coinbase Exchange market data as the real service answers it, for the demo and the contract
 * server: candles newest first with float-artefact volumes, 400 past 300 buckets or for another
 * granularity, 404 `{"message":"NotFound"}` for an unknown product, stats and ticker as strings.
 */
const PER_USD: Record<string, number> = { USD: 1, EUR: 0.9065, GBP: 0.7731 };
const GRANULARITIES = [60, 300, 900, 3600, 21600, 86400];
const BASE_USD = BTC_USD;

const wave = (seconds: number) =>
  0.05 * Math.sin(seconds / 2_600_000) + 0.015 * Math.sin(seconds / 190_000) + 0.004 * Math.sin(seconds / 9_000) + 0.001 * Math.sin(seconds / 700);
/** The path passes through the base price when this process started, where the live demo price starts too. */
const ANCHOR = wave(Math.floor(Date.now() / 1000));

/** A smooth, repeatable price path: the same time always gives the same price. */
export function exchangePriceAt(seconds: number, currency = 'USD'): number {
  return BASE_USD * (1 + wave(seconds) - ANCHOR) * (PER_USD[currency] ?? 1);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface ExchangeReply {
  status: number;
  body: unknown;
}

const notFound: ExchangeReply = { status: 404, body: { message: 'NotFound' } };
const productCurrency = (product: string) => /^BTC-([A-Z]{3})$/.exec(product)?.[1];

export function exchangeCandles(product: string, query: URLSearchParams, nowMs = Date.now()): ExchangeReply {
  const currency = productCurrency(product);
  if (!currency || !(currency in PER_USD)) return notFound;
  const granularity = Number(query.get('granularity') ?? 60);
  if (!GRANULARITIES.includes(granularity)) return { status: 400, body: { message: 'Unsupported granularity' } };
  const now = Math.floor(nowMs / 1000);
  const end = query.get('end') ? Math.floor(Date.parse(query.get('end')!) / 1000) : now;
  const start = query.get('start') ? Math.floor(Date.parse(query.get('start')!) / 1000) : end - 350 * granularity;
  if (Number.isNaN(start) || Number.isNaN(end)) return { status: 400, body: { message: 'Invalid start or end' } };
  if ((end - start) / granularity > 300) {
    return { status: 400, body: { message: 'granularity too small for the requested time range. Count of aggregations requested exceeds 300' } };
  }
  const rows: number[][] = [];
  const first = Math.ceil(start / granularity) * granularity;
  for (let time = Math.min(end, now); time >= first; time -= granularity) {
    const bucket = Math.floor(time / granularity) * granularity;
    // A quiet bucket now and then has no trades, and the exchange leaves it out.
    if (granularity <= 300 && bucket % (granularity * 97) === 0) continue;
    const open = exchangePriceAt(bucket, currency);
    const close = exchangePriceAt(bucket + granularity, currency);
    const middle = exchangePriceAt(bucket + granularity / 2, currency);
    const high = Math.max(open, close, middle) * 1.0007;
    const low = Math.min(open, close, middle) * 0.9993;
    const volume = ((bucket / granularity) % 17) + 3 + 0.35165789999999997;
    rows.push([bucket, round2(low), round2(high), round2(open), round2(close), volume * (granularity / 300)]);
  }
  return { status: 200, body: rows };
}

export function exchangeStats(product: string, nowMs = Date.now()): ExchangeReply {
  const currency = productCurrency(product);
  if (!currency || !(currency in PER_USD)) return notFound;
  const now = Math.floor(nowMs / 1000);
  const samples = Array.from({ length: 97 }, (_, index) => exchangePriceAt(now - 86_400 + index * 900, currency));
  const text = (value: number) => String(round2(value));
  return {
    status: 200,
    body: {
      open: text(samples[0]!),
      high: text(Math.max(...samples) * 1.0007),
      low: text(Math.min(...samples) * 0.9993),
      last: text(exchangePriceAt(now, currency)),
      volume: '9123.45678901',
      volume_30day: '281234.9876',
      rfq_volume_24hour: '12.5',
      rfq_volume_30day: '402.1',
    },
  };
}

export function exchangeTicker(product: string, nowMs = Date.now()): ExchangeReply {
  const currency = productCurrency(product);
  if (!currency || !(currency in PER_USD)) return notFound;
  const price = exchangePriceAt(Math.floor(nowMs / 1000), currency);
  return {
    status: 200,
    body: {
      ask: String(round2(price + 0.01)),
      bid: String(round2(price - 0.01)),
      volume: '9123.45678901',
      trade_id: 812_345_678,
      price: String(round2(price)),
      size: '0.00041',
      time: new Date(nowMs).toISOString().replace('Z', '123Z'),
      rfq_volume: '12.5',
    },
  };
}
