import { endpointFor } from '../../shared/config/endpoints.ts';
import { getSettings } from '../../shared/config/settings-store.ts';
import type { RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { bpiQueries } from './api/queries.ts';

export const prefetchPrice: RoutePrefetch = (client) =>
  void client.prefetchQuery(
    bpiQueries.price({ primary: endpointFor('bpi'), fallback: endpointFor('bpiFallback'), refreshMs: getSettings().bpiRefreshSeconds * 1000 }),
  );
