import type { ServiceDescriptor, UpstreamProtocol } from './descriptor.ts';
import { baseUrlEnvName, viaProxyEnvName } from './upstream-names.ts';

export interface ResolvedUpstream {
  /** The slice that owns it. */
  service: string;
  /** How messages name it. */
  name: string;
  baseUrl: string;
  viaProxy: boolean;
  protocol: UpstreamProtocol;
  /** The build-time key the browser sends (never a server secret). */
  publicKey?: string;
  /** Where /settings keeps the user's own key for it (a setting's key). */
  keySetting?: string;
}

export interface BuildConfig {
  upstreams: Record<string, ResolvedUpstream>;
  httpTimeoutMs: number;
  /** First retry delay; doubles per attempt. Tests shorten it, users keep the default. */
  retryBaseMs: number;
}

export const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

/**
 * Resolves the build-time configuration of every upstream from an env record (Vite's loadEnv).
 * @public vite.config.ts calls it: the build's configuration, which `knip --production` does not read.
 */
export function resolveBuildConfig(services: readonly ServiceDescriptor[], env: Record<string, string | undefined>): BuildConfig {
  const upstreams: Record<string, ResolvedUpstream> = {};
  for (const [service, upstream] of services.flatMap((service) => service.upstreams.map((upstream) => [service.id, upstream] as const))) {
    const publicKey = upstream.publicKey && (env[upstream.publicKey.env]?.trim() || upstream.publicKey.defaultValue);
    upstreams[upstream.id] = {
      service,
      name: upstream.name,
      baseUrl: stripTrailingSlash(env[baseUrlEnvName(upstream.id)]?.trim() || upstream.defaultBaseUrl),
      protocol: upstream.protocol ?? 'http',
      // A WebSocket is opened by the browser itself: the proxy forwards HTTP requests only.
      viaProxy: upstream.protocol === 'websocket' ? false : parseBoolean(env[viaProxyEnvName(upstream.id)], upstream.viaProxyByDefault),
      ...(publicKey && { publicKey }),
      ...(upstream.keySetting && { keySetting: upstream.keySetting.key }),
    };
  }
  return {
    upstreams,
    httpTimeoutMs: positive(env.VITE_HTTP_TIMEOUT_MS, 15_000),
    retryBaseMs: positive(env.VITE_HTTP_RETRY_BASE_MS, 1000),
  };
}
