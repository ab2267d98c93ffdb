import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import type { PriceParams } from '../lib/form.ts';
import { priceSchema, type Price } from './schemas.ts';
import { zeroExRequest } from './zero-ex-request.ts';

export const PRICE_PATH = '/swap/allowance-holder/price';

/** A quote is indicative and moves with the market: refetch whenever it is looked at again. */
const PRICE_STALE_MS = 10_000;

function getPrice(endpoint: Endpoint, params: PriceParams, signal?: AbortSignal): Promise<Price> {
  const { chainId, sellToken, buyToken, sellAmount, buyAmount, slippageBps } = params;
  return zeroExRequest(endpoint, PRICE_PATH, { chainId, sellToken, buyToken, sellAmount, buyAmount, slippageBps }, priceSchema, signal);
}

/**
 * An indicative quote. The key holds the endpoint's scope (a fingerprint of a personal key, never
 * the key); without params (form invalid or still being typed) the entry sits idle on its own key.
 */
export const priceQuery = (endpoint: Endpoint, params: PriceParams | undefined) =>
  queryOptions({
    queryKey: queryKey('swap', 'price', endpoint, params ?? 'idle'),
    queryFn: params ? ({ signal }) => getPrice(endpoint, params, signal) : skipToken,
    staleTime: PRICE_STALE_MS,
  });
