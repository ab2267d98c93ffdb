import { useMemo } from 'react';
import type { SettingField } from '../registry/descriptor.ts';
import { proxyPath } from '../registry/upstream-names.ts';
import { buildConfig } from './env.ts';
import { getSetting, getSettings, useSettings } from './settings-store.ts';

export interface Endpoint {
  /** Where the browser sends requests: an absolute URL without a trailing slash. */
  base: string;
  /** True when requests go through this origin's /proxy/<upstream> forwarder. */
  viaProxy: boolean;
  /** The upstream the request finally reaches (the proxy target when proxied). */
  upstream: string;
}

function configured(upstreamId: string) {
  const upstream = buildConfig.upstreams[upstreamId];
  if (!upstream) throw new Error(`This build has no upstream named "${upstreamId}"`);
  return upstream;
}

/**
 * A runtime override from /settings always wins and is called directly from the browser,
 * because the proxy's target is fixed when the server starts.
 */
export function endpointFor(upstreamId: string): Endpoint {
  const { baseUrl, viaProxy } = configured(upstreamId);
  const override = getSettings().baseUrls[upstreamId];
  if (override) return { base: override, viaProxy: false, upstream: override };
  if (viaProxy) return { base: `${window.location.origin}${proxyPath(upstreamId)}`, viaProxy: true, upstream: baseUrl };
  return { base: baseUrl, viaProxy: false, upstream: baseUrl };
}

/** The endpoint as /settings has it now; a settings change re-renders and gives the new one. */
export function useEndpoint(upstreamId: string): Endpoint {
  const settings = useSettings();
  // endpointFor reads the same store; `settings` only says when to ask again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => endpointFor(upstreamId), [upstreamId, settings]);
}

/** The key the browser sends: the user's own from /settings, else the build's. */
export function publicKeyFor(upstreamId: string, override: SettingField): string | undefined {
  return (getSetting(override) as string | undefined) || configured(upstreamId).publicKey;
}

/** The display name of an upstream in messages ("Can't reach <name>"). */
export const upstreamName = (upstreamId: string) => buildConfig.upstreams[upstreamId]?.name ?? upstreamId;
