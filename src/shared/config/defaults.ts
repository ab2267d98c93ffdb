import type { ServiceId, UpstreamId } from './services.ts';

/**
 * Build-time defaults of the configuration contract (design.md §3).
 * Pure data so that vite.config.ts (proxy targets, CSP) and the app share one source.
 */
export const DEFAULT_BASE_URLS: Record<UpstreamId, string> = {
  colleges: 'https://api.data.gov/ed/collegescorecard/v1',
  jobs: 'https://www.arbeitnow.com',
  swap: 'https://api.0x.org',
  upload: 'https://tmpfiles.org/api/v1',
  countries: 'https://countries.trevorblades.com',
  bpi: 'https://api.coindesk.com',
  coffee: 'https://coffee.alexflipnote.dev',
  bpiFallback: 'https://api.coinbase.com',
};

export const DEFAULT_VIA_PROXY: Record<ServiceId, boolean> = {
  colleges: false,
  jobs: false,
  swap: true,
  upload: false,
  countries: false,
  bpi: false,
  coffee: true,
};

export const DEFAULT_COLLEGES_API_KEY = 'DEMO_KEY';

export const BASE_URL_ENV: Record<UpstreamId, string> = {
  colleges: 'VITE_COLLEGES_BASE_URL',
  jobs: 'VITE_JOBS_BASE_URL',
  swap: 'VITE_SWAP_BASE_URL',
  upload: 'VITE_UPLOAD_BASE_URL',
  countries: 'VITE_COUNTRIES_BASE_URL',
  bpi: 'VITE_BPI_BASE_URL',
  coffee: 'VITE_COFFEE_BASE_URL',
  bpiFallback: 'VITE_BPI_FALLBACK_BASE_URL',
};

export const viaProxyEnvName = (service: ServiceId) => `VITE_${service.toUpperCase()}_VIA_PROXY`;

export const PROXY_PREFIX = '/proxy';

export const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function parseBoolean(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

/** Resolves the build-time configuration from an env record (import.meta.env or Vite's loadEnv). */
export function resolveBuildConfig(env: Record<string, string | undefined>) {
  const baseUrls = {} as Record<UpstreamId, string>;
  for (const id of Object.keys(DEFAULT_BASE_URLS) as UpstreamId[]) {
    baseUrls[id] = stripTrailingSlash(env[BASE_URL_ENV[id]]?.trim() || DEFAULT_BASE_URLS[id]);
  }
  const viaProxy = {} as Record<ServiceId, boolean>;
  for (const id of Object.keys(DEFAULT_VIA_PROXY) as ServiceId[]) {
    viaProxy[id] = parseBoolean(env[viaProxyEnvName(id)], DEFAULT_VIA_PROXY[id]);
  }
  return {
    baseUrls,
    viaProxy,
    collegesApiKey: env.VITE_COLLEGES_API_KEY?.trim() || DEFAULT_COLLEGES_API_KEY,
    httpTimeoutMs: Number(env.VITE_HTTP_TIMEOUT_MS) > 0 ? Number(env.VITE_HTTP_TIMEOUT_MS) : 15_000,
    /** First retry delay; doubles per attempt. Tests shorten it, users keep the default. */
    retryBaseMs: Number(env.VITE_HTTP_RETRY_BASE_MS) > 0 ? Number(env.VITE_HTTP_RETRY_BASE_MS) : 1000,
  };
}

export type BuildConfig = ReturnType<typeof resolveBuildConfig>;
