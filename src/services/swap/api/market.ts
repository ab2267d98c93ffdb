import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { requestJson, type ErrorBodyReader } from '../../../shared/http/request.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { exchangeRatesSchema } from './market-schemas.ts';

export const MARKET_PATH = '/v2/exchange-rates';

/** A symbol's dollar rate as Coinbase writes it, or `unlisted` when Coinbase does not know it. */
export type MarketRate = { symbol: string; usd: string } | { symbol: string; unlisted: true };

/** Coinbase errors: `{"errors":[{"id":"invalid_request","message":"Currency is invalid"}]}`. */
const describeCoinbaseError: ErrorBodyReader = (body) => {
  const errors = (body as { errors?: { id?: unknown; message?: unknown }[] } | null)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  if (!first || typeof first !== 'object') return undefined;
  return { code: typeof first.id === 'string' ? first.id : undefined, message: typeof first.message === 'string' ? first.message : undefined };
};

/** 400 invalid_request ("Currency is invalid") and 404 not_found ("Invalid base currency") mean an unknown code. */
export const isUnlistedCurrency = (error: unknown) =>
  isUpstreamError(error) && ((error.status === 400 && error.code === 'invalid_request') || (error.status === 404 && error.code === 'not_found'));

async function getUsdRate(endpoint: Endpoint, symbol: string, signal?: AbortSignal): Promise<MarketRate> {
  try {
    const reply = await requestJson({
      endpoint,
      path: MARKET_PATH,
      query: { currency: symbol },
      schema: exchangeRatesSchema,
      signal,
      describeError: describeCoinbaseError,
    });
    return { symbol, usd: reply.data.rates.USD };
  } catch (error) {
    if (isUnlistedCurrency(error)) return { symbol, unlisted: true };
    throw error;
  }
}

/** A dollar rate is asked at most once a minute per symbol. */
export const USD_RATE_MAX_AGE_MS = 60_000;

/**
 * One entry per Coinbase currency. An unlisted symbol is settled for the visit; a failure is
 * not retried at once, so each symbol costs at most one request a minute.
 */
export const usdRateQuery = (market: Endpoint, symbol: string) =>
  queryOptions({
    queryKey: queryKey('swap', 'usd-rate', market, symbol),
    queryFn: ({ signal }) => getUsdRate(market, symbol, signal),
    staleTime: (query) => (query.state.data && 'unlisted' in query.state.data ? Infinity : USD_RATE_MAX_AGE_MS),
    gcTime: 10 * 60_000,
    retry: false,
    retryOnMount: false,
    refetchOnWindowFocus: false,
  });
