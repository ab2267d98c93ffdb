import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { chainsQuery } from './api/chains.ts';

/**
 * 0x's chain list, when a key reaches 0x (the proxy's or a personal one). The bundled token list
 * is the page's own: it loads once the form has painted.
 */
export const loadSwap: PageLoader = async ({ client, endpoint }) => {
  const swap = endpoint('swap');
  if (swap.viaProxy || swap.key) await client.prefetchQuery(chainsQuery(swap));
};
