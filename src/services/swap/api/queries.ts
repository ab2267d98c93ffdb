import { queryOptions, skipToken } from '@tanstack/react-query';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { getSetting } from '../../../shared/config/settings-store.ts';
import { swapKeySetting } from '../service.ts';
import type { PriceParams } from '../lib/form.ts';
import { getPrice } from './fetchers.ts';

/** A quote is indicative and moves with the market: refetch whenever it is looked at again. */
const PRICE_STALE_MS = 10_000;

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
};
