import { queryOptions, skipToken } from '@tanstack/react-query';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { getSetting } from '../../../shared/config/settings-store.ts';
import { swapKeySetting } from '../service.ts';
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
 * Keys hold the endpoint base and whether a personal key is set, so a settings change refetches
 * (the key itself never enters the cache key, which devtools could show).
 */
export const swapQueries = {
  all: () => ['swap'] as const,
  prices: () => [...swapQueries.all(), 'price', endpointFor('swap').base, Boolean(getSetting(swapKeySetting))] as const,
  /** Without params (form invalid or still being typed) the entry sits idle on its own key. */
  price: (params: PriceParams | undefined) =>
    queryOptions({
      queryKey: [...swapQueries.prices(), params ?? 'idle'] as const,
      queryFn: params ? ({ signal }) => getPrice(params, signal) : skipToken,
      staleTime: PRICE_STALE_MS,
    }),
  chains: () =>
    queryOptions({
      queryKey: [...swapQueries.all(), 'chains', endpointFor('swap').base, Boolean(getSetting(swapKeySetting))] as const,
      queryFn: ({ signal }) => getSwapChains(signal),
      staleTime: CHAINS_STALE_MS,
      // Without the list the built-in one serves: no need to insist.
      retry: false,
    }),
  /**
   * One entry per Coinbase currency. An unlisted symbol is settled for the visit; a failure is
   * not retried at once, so each symbol costs at most one request a minute.
   */
  usdRate: (symbol: string) =>
    queryOptions({
      queryKey: [...swapQueries.all(), 'usd-rate', endpointFor('market').base, symbol] as const,
      queryFn: ({ signal }) => getUsdRate(symbol, signal),
      staleTime: (query) => (query.state.data && 'unlisted' in query.state.data ? Infinity : USD_RATE_MAX_AGE_MS),
      gcTime: 10 * 60_000,
      retry: false,
      retryOnMount: false,
      refetchOnWindowFocus: false,
    }),
};
