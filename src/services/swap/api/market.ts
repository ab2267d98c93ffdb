import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { requestJson, type ErrorBodyReader } from '../../../shared/http/request.ts';
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

export async function getUsdRate(endpoint: Endpoint, symbol: string, signal?: AbortSignal): Promise<MarketRate> {
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
