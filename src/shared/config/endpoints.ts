import { PROXY_PREFIX } from './defaults.ts';
import { buildConfig } from './env.ts';
import type { ServiceId, UpstreamId } from './services.ts';
import { getSettings } from './settings-store.ts';

export interface Endpoint {
  /** Where the browser sends requests: an absolute URL without a trailing slash. */
  base: string;
  /** True when requests go through this origin's /proxy/<service> forwarder. */
  viaProxy: boolean;
  /** The upstream the request finally reaches (the proxy target when proxied). */
  upstream: string;
}

const isService = (id: UpstreamId): id is ServiceId => id !== 'bpiFallback';

/**
 * A runtime override from /settings always wins and is called directly from the browser,
 * because the proxy's target is fixed when the server starts.
 */
export function endpointFor(id: UpstreamId): Endpoint {
  const override = getSettings().baseUrls[id];
  if (override) return { base: override, viaProxy: false, upstream: override };
  const configured = buildConfig.baseUrls[id];
  if (isService(id) && buildConfig.viaProxy[id]) {
    return { base: `${window.location.origin}${PROXY_PREFIX}/${id}`, viaProxy: true, upstream: configured };
  }
  return { base: configured, viaProxy: false, upstream: configured };
}

export function collegesApiKey(): string {
  return getSettings().collegesApiKey || buildConfig.collegesApiKey;
}

/** The personal 0x key from /settings, if any. The proxy adds the server's key otherwise. */
export function personalSwapApiKey(): string | undefined {
  return getSettings().swapApiKey || undefined;
}
