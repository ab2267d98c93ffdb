import { getSetting } from '../../shared/config/settings-store.ts';
import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { swapQueries } from './api/queries.ts';
import { swapKeySetting } from './service.ts';

/**
 * 0x's chain list, when a key reaches 0x (the proxy's or a personal one). The bundled token list
 * is the page's own: it loads once the form has painted.
 */
export const loadSwap: PageLoader = async ({ client, endpoint }) => {
  if (endpoint('swap').viaProxy || getSetting(swapKeySetting)) await client.prefetchQuery(swapQueries.chains());
};
