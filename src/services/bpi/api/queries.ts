import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { endpointScope, type Endpoint } from '../../../shared/config/endpoints.ts';
import { recordSnapshot } from '../lib/price-history.ts';
import type { BpiData } from '../lib/snapshot.ts';
import { getCoinbasePrice } from './fetchers.ts';
import { bpiKeys } from './keys.ts';
import { loadPrice } from './load-price.ts';

interface PriceParams {
  primary: Endpoint;
  fallback: Endpoint;
  exchange: Endpoint;
  /** The interval /settings gives; not part of the key, so a new interval keeps the query (and its source state). */
  refreshMs: number;
  /** False while the live feed streams: no REST price source is asked then. */
  polling?: boolean;
}

/** While the feed streams, the rates that convert USD into other currencies are asked at most this often. */
export const STREAMED_RATES_MS = 60_000;

export const bpiQueries = {
  ...bpiKeys,
  price: ({ primary, fallback, exchange, refreshMs, polling = true }: PriceParams) =>
    queryOptions({
      queryKey: [...bpiKeys.prices(), endpointScope(primary), endpointScope(fallback), endpointScope(exchange)] as const,
      queryFn: async ({ signal, client, queryKey, meta }) => {
        const previous = client.getQueryData<BpiData>(queryKey);
        const data = await loadPrice({ primary, fallback, exchange, previous, refreshMs: meta?.refreshMs as number, signal });
        recordSnapshot(data);
        return data;
      },
      // Not in the key: a new interval from /settings keeps the query and its source state; each
      // fetch reads the interval of the options it was last given.
      meta: { refreshMs },
      // Polled: a revisit within one interval shows the cache without a request.
      staleTime: polling ? refreshMs : Infinity,
      refetchInterval: polling ? refreshMs : false,
    }),
  /** Coinbase's BTC exchange rates, for converting the streamed USD price into other currencies. */
  rates: (fallback: Endpoint) =>
    queryOptions({
      queryKey: [...bpiKeys.all(), 'rates', endpointScope(fallback)] as const,
      queryFn: ({ signal }) => getCoinbasePrice(fallback, signal),
      staleTime: STREAMED_RATES_MS,
      refetchInterval: STREAMED_RATES_MS,
    }),
};

/** Makes the next refresh ask CoinDesk again instead of waiting for the slow probe. */
export function probePrimaryNow(client: QueryClient, queryKey: readonly unknown[]) {
  const query = client.getQueryCache().find<BpiData>({ queryKey, exact: true });
  if (!query?.state.data) return;
  client.setQueryData<BpiData>(queryKey, { ...query.state.data, nextProbeAt: 0 }, { updatedAt: query.state.dataUpdatedAt });
}
