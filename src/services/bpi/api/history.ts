import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { requestJson } from '../../../shared/http/request.ts';
import { mergeCandles } from '../lib/candles.ts';
import { RANGES, windowsFor, type RangeId } from '../lib/ranges.ts';
import { candlesReplySchema, describeExchangeError, statsReplySchema, tickerReplySchema, type Candle, type StatsReply } from './history-schemas.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';

/** The currencies Coinbase Exchange lists BTC against; others are converted from USD. */
export const EXCHANGE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export const isExchangeCurrency = (code: string) => (EXCHANGE_CURRENCIES as readonly string[]).includes(code);

const productPath = (currency: string, what: 'candles' | 'stats' | 'ticker') => `/products/BTC-${currency}/${what}`;

export const getCandles = (endpoint: Endpoint, currency: string, granularity: number, start: Date, end: Date, signal?: AbortSignal) =>
  requestJson({
    endpoint,
    path: productPath(currency, 'candles'),
    query: { granularity, start: start.toISOString(), end: end.toISOString() },
    schema: candlesReplySchema,
    signal,
    describeError: describeExchangeError,
  });

export const getStats = (endpoint: Endpoint, currency: string, signal?: AbortSignal) =>
  requestJson({ endpoint, path: productPath(currency, 'stats'), schema: statsReplySchema, signal, describeError: describeExchangeError });

export const getTicker = (endpoint: Endpoint, currency: string, signal?: AbortSignal) =>
  requestJson({ endpoint, path: productPath(currency, 'ticker'), schema: tickerReplySchema, signal, describeError: describeExchangeError });

/** The exchange's answer for a product it does not list. */
export const isUnknownProduct = (error: unknown) => isUpstreamError(error) && error.kind === 'http' && error.status === 404;

/** The product a currency's data comes from, so every converted currency shares the USD cache. */
const productFor = (currency: string) => (isExchangeCurrency(currency) ? currency : 'USD');

export interface History {
  /** The currency the prices are in: the requested one, or USD to be converted when it differs. */
  currency: string;
  candles: Candle[];
  /** Rows dropped as unreadable. */
  skipped: number;
  range: RangeId;
}

async function loadHistory(endpoint: Endpoint, currency: string, range: RangeId, signal?: AbortSignal) {
  const { granularitySeconds } = RANGES[range];
  const replies = await Promise.all(
    windowsFor(range, Date.now()).map((window) => getCandles(endpoint, currency, granularitySeconds, window.start, window.end, signal)),
  );
  return {
    candles: mergeCandles(replies.map((reply) => reply.candles)),
    skipped: replies.reduce((sum, reply) => sum + reply.skipped, 0),
  };
}

/**
 * Asks for the currency's own product when the exchange lists it, else USD. A 404 for a listed
 * product switches to USD once, within the same load, never back and forth.
 */
async function inOwnOrUsd<T>(requested: string, load: (currency: string) => Promise<T>): Promise<T & { currency: string }> {
  const product = productFor(requested);
  try {
    return { ...(await load(product)), currency: product };
  } catch (error) {
    if (product === 'USD' || !isUnknownProduct(error)) throw error;
    return { ...(await load('USD')), currency: 'USD' };
  }
}

/** The price history of one range, in the currency's own product when the exchange lists it. */
export const candlesQuery = (endpoint: Endpoint, currency: string, range: RangeId) =>
  queryOptions({
    queryKey: queryKey('bpi', 'history', endpoint, productFor(currency), range),
    queryFn: ({ signal }): Promise<History> =>
      inOwnOrUsd(currency, (code) => loadHistory(endpoint, code, range, signal)).then((result) => ({ ...result, range })),
    // History changes slowly; the live price extends its last point meanwhile.
    staleTime: RANGES[range].staleMs,
    ...PERSISTED,
  });

/** The last 24 hours' open, high, low and volume. */
export const statsQuery = (endpoint: Endpoint, currency: string) =>
  queryOptions({
    queryKey: queryKey('bpi', 'stats', endpoint, productFor(currency)),
    queryFn: ({ signal }): Promise<StatsReply & { currency: string }> => inOwnOrUsd(currency, (code) => getStats(endpoint, code, signal)),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
