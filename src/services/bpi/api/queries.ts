import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { getSetting } from '../../../shared/config/settings-store.ts';
import { bpiRefreshSetting } from '../service.ts';
import { recordSnapshot } from '../lib/price-history.ts';
import type { BpiData } from '../lib/snapshot.ts';
import { getCoinbasePrice } from './fetchers.ts';
import { loadPrice } from './load-price.ts';

interface PriceParams {
  primary: Endpoint;
  fallback: Endpoint;
  exchange: Endpoint;
  refreshMs: number;
  /** False while the live feed streams: no REST price source is asked then. */
  polling?: boolean;
}

/** While the feed streams, the rates that convert USD into other currencies are asked at most this often. */
export const STREAMED_RATES_MS = 60_000;

export const bpiQueries = {
  all: () => ['bpi'] as const,
  price: ({ primary, fallback, exchange, refreshMs, polling = true }: PriceParams) =>
    queryOptions({
      queryKey: [...bpiQueries.all(), 'price', primary, fallback, exchange] as const,
      queryFn: async ({ signal, client, queryKey }) => {
        const previous = client.getQueryData<BpiData>(queryKey);
        // Read at call time so a new interval does not start a new query (and lose the source state).
        const currentRefreshMs = getSetting(bpiRefreshSetting) * 1000;
        const data = await loadPrice({ primary, fallback, exchange, previous, refreshMs: currentRefreshMs, signal });
        recordSnapshot(data);
        return data;
      },
      // Polled: a revisit within one interval shows the cache without a request.
      staleTime: polling ? refreshMs : Infinity,
      refetchInterval: polling ? refreshMs : false,
    }),
  /** Coinbase's BTC exchange rates, for converting the streamed USD price into other currencies. */
  rates: (fallback: Endpoint) =>
    queryOptions({
      queryKey: [...bpiQueries.all(), 'rates', fallback] as const,
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
