import { endpointFor } from '../shared/config/endpoints.ts';
import type { LoaderContext } from '../shared/lib/route-loader.ts';
import { cacheRestored, getQueryClient } from './query-client.ts';

const current = (): LoaderContext => ({ client: getQueryClient(), endpoint: endpointFor });

let restored = false;
void cacheRestored.then(() => (restored = true));

/**
 * The context page loaders run in. It is ready once the persisted cache has been restored (the
 * query provider restores it as the first page or the overview's status mounts), so a loader
 * joins restored data instead of asking again.
 */
export async function loaderContext(): Promise<LoaderContext> {
  await cacheRestored;
  return current();
}

/** The context at once when it is ready, so a navigation's request leaves in the click's own task. */
export const loaderContextNow = (): LoaderContext | undefined => (restored ? current() : undefined);
