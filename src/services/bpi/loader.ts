import { getSetting } from '../../shared/config/settings-store.ts';
import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { bpiQueries } from './api/queries.ts';
import { bpiRefreshSetting } from './service.ts';

export const loadPrice: PageLoader = ({ client, endpoint }) =>
  client.prefetchQuery(
    bpiQueries.price({
      primary: endpoint('bpi'),
      fallback: endpoint('bpi-fallback'),
      exchange: endpoint('bpi-history'),
      refreshMs: getSetting(bpiRefreshSetting) * 1000,
    }),
  );
