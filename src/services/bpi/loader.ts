import { getSetting } from '../../shared/config/settings-store.ts';
import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { priceQuery } from './api/price.ts';
import { bpiRefreshSetting } from './service.ts';

export const loadPrice: PageLoader = ({ client, endpoint }) =>
  client.prefetchQuery(
    priceQuery({
      primary: endpoint('bpi'),
      fallback: endpoint('bpi-fallback'),
      exchange: endpoint('bpi-history'),
      refreshMs: getSetting(bpiRefreshSetting) * 1000,
    }),
  );
