import { queryOptions, skipToken } from '@tanstack/react-query';
import { endpointScope, type Endpoint } from '../../../shared/config/endpoints.ts';
import type { PriceParams } from '../lib/form.ts';
import { getSwapChains } from './chains.ts';
import { getPrice } from './fetchers.ts';
import { getUsdRate } from './market.ts';

/** A quote is indicative and moves with the market: refetch whenever it is looked at again. */
const PRICE_STALE_MS = 10_000;
/** A dollar rate is asked at most once a minute per symbol. */
export const USD_RATE_MAX_AGE_MS = 60_000;
/** 0x adds chains rarely. */
const CHAINS_STALE_MS = 60 * 60_000;

/**
 * Keys hold the endpoint's scope (its base and a fingerprint of a personal key), so a settings
 * change refetches; the key itself never enters the cache key, which devtools could show.
 */
export const swapQueries = {
  all: () => ['swap'] as const,
  prices: (endpoint: Endpoint) => [...swapQueries.all(), 'price', endpointScope(endpoint)] as const,
  /** Without params (form invalid or still being typed) the entry sits idle on its own key. */
  price: (endpoint: Endpoint, params: PriceParams | undefined) =>
    queryOptions({
      queryKey: [...swapQueries.prices(endpoint), params ?? 'idle'] as const,
      queryFn: params ? ({ signal }) => getPrice(endpoint, params, signal) : skipToken,
      staleTime: PRICE_STALE_MS,
    }),
  chains: (endpoint: Endpoint) =>
    queryOptions({
      queryKey: [...swapQueries.all(), 'chains', endpointScope(endpoint)] as const,
      queryFn: ({ signal }) => getSwapChains(endpoint, signal),
      staleTime: CHAINS_STALE_MS,
      // Without the list the built-in one serves: no need to insist.
      retry: false,
    }),
  /**
   * One entry per Coinbase currency. An unlisted symbol is settled for the visit; a failure is
   * not retried at once, so each symbol costs at most one request a minute.
   */
  usdRate: (market: Endpoint, symbol: string) =>
    queryOptions({
      queryKey: [...swapQueries.all(), 'usd-rate', endpointScope(market), symbol] as const,
      queryFn: ({ signal }) => getUsdRate(market, symbol, signal),
      staleTime: (query) => (query.state.data && 'unlisted' in query.state.data ? Infinity : USD_RATE_MAX_AGE_MS),
      gcTime: 10 * 60_000,
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
    }),
};
