import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { getSetting } from '../../../shared/config/settings-store.ts';
import { bpiRefreshSetting } from '../service.ts';
import { SENT_BY_LOADER } from '../../../shared/lib/route-prefetch.ts';
import { recordSnapshot } from '../lib/price-history.ts';
import type { BpiData } from '../lib/snapshot.ts';
import { loadPrice } from './load-price.ts';

interface PriceParams {
  primary: Endpoint;
  fallback: Endpoint;
  exchange: Endpoint;
  refreshMs: number;
}

export const bpiQueries = {
  all: () => ['bpi'] as const,
  price: ({ primary, fallback, exchange, refreshMs }: PriceParams) =>
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
      staleTime: refreshMs,
      refetchInterval: refreshMs,
      ...SENT_BY_LOADER,
    }),
};

/** Makes the next refresh ask CoinDesk again instead of waiting for the slow probe. */
export function probePrimaryNow(client: QueryClient, queryKey: readonly unknown[]) {
  const query = client.getQueryCache().find<BpiData>({ queryKey, exact: true });
  if (!query?.state.data) return;
  client.setQueryData<BpiData>(queryKey, { ...query.state.data, nextProbeAt: 0 }, { updatedAt: query.state.dataUpdatedAt });
}
