/**
 * One naming rule for every upstream: its kebab-case id gives its env variables and proxy path
 * (`bpi-fallback` -> `VITE_BPI_FALLBACK_BASE_URL`, `VITE_BPI_FALLBACK_VIA_PROXY`, `/proxy/bpi-fallback`).
 */
const envStem = (upstreamId: string) => `VITE_${upstreamId.toUpperCase().replace(/-/g, '_')}`;

export const baseUrlEnvName = (upstreamId: string) => `${envStem(upstreamId)}_BASE_URL`;
export const viaProxyEnvName = (upstreamId: string) => `${envStem(upstreamId)}_VIA_PROXY`;

export const PROXY_PREFIX = '/proxy';
export const proxyPath = (upstreamId: string) => `${PROXY_PREFIX}/${upstreamId}`;
