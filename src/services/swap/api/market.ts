import { endpointFor } from '../../../shared/config/endpoints.ts';
import type { ErrorBodyFields } from '../../../shared/http/describe-error-body.ts';
import { isUpstreamError } from '../../../shared/http/errors.ts';
import { requestJson } from '../../../shared/http/request.ts';
import { exchangeRatesSchema } from './market-schemas.ts';

export const MARKET_PATH = '/v2/exchange-rates';

/** A symbol's dollar rate as Coinbase writes it, or `unlisted` when Coinbase does not know it. */
export type MarketRate = { symbol: string; usd: string } | { symbol: string; unlisted: true };

/** Coinbase errors: `{"errors":[{"id":"invalid_request","message":"Currency is invalid"}]}`. */
function describeCoinbaseError(body: unknown): ErrorBodyFields | undefined {
  const errors = (body as { errors?: { id?: unknown; message?: unknown }[] } | null)?.errors;
  const first = Array.isArray(errors) ? errors[0] : undefined;
  if (!first || typeof first !== 'object') return undefined;
  return { code: typeof first.id === 'string' ? first.id : undefined, message: typeof first.message === 'string' ? first.message : undefined };
}

/** 400 invalid_request ("Currency is invalid") and 404 not_found ("Invalid base currency") mean an unknown code. */
export const isUnlistedCurrency = (error: unknown) =>
  isUpstreamError(error) && ((error.status === 400 && error.code === 'invalid_request') || (error.status === 404 && error.code === 'not_found'));

export async function getUsdRate(symbol: string, signal?: AbortSignal): Promise<MarketRate> {
  const endpoint = endpointFor('market');
  const url = new URL(`${endpoint.base}${MARKET_PATH}`);
  url.searchParams.set('currency', symbol);
  try {
    const reply = await requestJson({
      service: 'market',
      url,
      schema: exchangeRatesSchema,
      signal,
      describeError: describeCoinbaseError,
      viaProxyTo: endpoint.viaProxy ? endpoint.upstream : undefined,
    });
    return { symbol, usd: reply.data.rates.USD };
  } catch (error) {
    if (isUnlistedCurrency(error)) return { symbol, unlisted: true };
    throw error;
  }
}
