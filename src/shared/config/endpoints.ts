import type { UpstreamId } from '../registry/upstream-id.ts';
import { proxyPath } from '../registry/upstream-names.ts';
import { buildConfig } from './env.ts';
import { readKeyValue } from './setting-fields.ts';
import { getSettings, type StoredSettings } from './settings-store.ts';

export type { UpstreamId } from '../registry/upstream-id.ts';

/**
 * Where and how the browser reaches one upstream, resolved once from the build and /settings and
 * then passed as an argument: fetchers and query factories never read the settings store.
 */
export interface Endpoint {
  readonly id: UpstreamId;
  /** Where the browser sends requests: an absolute URL without a trailing slash. */
  readonly base: string;
  /** True when requests go through this origin's /proxy/<upstream> forwarder. */
  readonly viaProxy: boolean;
  /** The upstream the request finally reaches (the proxy target when proxied). */
  readonly upstream: string;
  /** The key the browser sends (the user's own from /settings, else the build's); absent when it sends none. */
  readonly key?: string;
}

function configured(upstreamId: UpstreamId) {
  const upstream = buildConfig.upstreams[upstreamId];
  if (!upstream) throw new Error(`This build has no upstream named "${upstreamId}"`);
  return upstream;
}

/**
 * The endpoint these settings give. A runtime override from /settings always wins and is called
 * directly from the browser, because the proxy's target is fixed when the server starts.
 */
export function resolveEndpoint(id: UpstreamId, settings: StoredSettings): Endpoint {
  const { baseUrl, viaProxy, publicKey, keySetting } = configured(id);
  const key = (keySetting ? readKeyValue(settings.values[keySetting]) : undefined) ?? publicKey;
  const withKey = key ? { key } : {};
  const override = settings.baseUrls[id];
  if (override) return { id, base: override, viaProxy: false, upstream: override, ...withKey };
  if (viaProxy) return { id, base: `${window.location.origin}${proxyPath(id)}`, viaProxy: true, upstream: baseUrl, ...withKey };
  return { id, base: baseUrl, viaProxy: false, upstream: baseUrl, ...withKey };
}

/** The endpoint as /settings has it now, for code outside React (loaders, the palette). */
export const endpointFor = (id: UpstreamId): Endpoint => resolveEndpoint(id, getSettings());

/** A short fingerprint, so a key change refetches without the key itself sitting in cache keys. */
function fingerprint(key: string): string {
  let hash = 5381;
  for (const char of key) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/**
 * What of an endpoint a query key carries: its base and a fingerprint of its key (the persisted
 * cache must never hold a key). A change of either is another cache entry.
 */
export const endpointScope = (endpoint: Endpoint): { base: string; key?: string } =>
  endpoint.key ? { base: endpoint.base, key: fingerprint(endpoint.key) } : { base: endpoint.base };

export type QueryValue = string | number | boolean | undefined;

/** `{base}{path}?{query}`: `path` starts with `/`; undefined query values are left out. */
export function endpointUrl(endpoint: Endpoint, path: string, query: Readonly<Record<string, QueryValue>> = {}): string {
  const url = new URL(`${endpoint.base}${path}`);
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
  return url.toString();
}

/** The display name of an upstream in messages ("Can't reach <name>"). */
export const upstreamName = (upstreamId: string) => buildConfig.upstreams[upstreamId]?.name ?? upstreamId;
