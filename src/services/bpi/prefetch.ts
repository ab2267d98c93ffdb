import { endpointFor } from '../../shared/config/endpoints.ts';
import { getSetting } from '../../shared/config/settings-store.ts';
import { pageHasAskedSince, type RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { bpiQueries } from './api/queries.ts';
import { bpiRefreshSetting } from './service.ts';

export const prefetchPrice: RoutePrefetch = (client, { shownAt }) => {
  const options = bpiQueries.price({
    primary: endpointFor('bpi'),
    fallback: endpointFor('bpi-fallback'),
    exchange: endpointFor('bpi-history'),
    refreshMs: getSetting(bpiRefreshSetting) * 1000,
  });
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};
