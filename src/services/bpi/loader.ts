import { getSetting } from '../../shared/config/settings-store.ts';
import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { priceQuery } from './api/price.ts';
import { prepareFormats } from './lib/format-price.ts';
import { bpiRefreshSetting } from './service.ts';

export const loadPrice: PageLoader = ({ client, endpoint }, { search }) => {
  const loaded = client.prefetchQuery(
    priceQuery({
      primary: endpoint('bpi'),
      fallback: endpoint('bpi-fallback'),
      exchange: endpoint('bpi-history'),
      refreshMs: getSetting(bpiRefreshSetting) * 1000,
    }),
  );
  // Once the request has left, the first price's formats are built while it is awaited (prepareFormats says why).
  setTimeout(() => prepareFormats(search.get('currency')?.toUpperCase() || 'USD'), 0);
  return loaded;
};
