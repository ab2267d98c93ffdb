import type { Plugin } from 'vite';
import { parseServerConfig, type ProxiedUpstream, type ServerConfig } from '../../server/config.ts';
import type { BuildConfig } from '../../src/shared/registry/build-config.ts';

export const SERVER_CONFIG_FILE = 'server-config.json';

/**
 * Writes `server-config.json` into the build output: all the production server and the edge
 * handler read from the build (the CSP, and which upstreams they proxy and how).
 */
export function serverConfigPlugin(getConfig: () => ServerConfig): Plugin {
  return {
    name: 'dashboard-server-config',
    apply: 'build',
    generateBundle() {
      const config = parseServerConfig(getConfig());
      for (const proxy of config.proxies.filter(({ allow }) => allow.length === 0)) {
        this.warn(`${proxy.id} is built to go through the proxy, but the proxy allowlist names no route for it: every request to /proxy/${proxy.id} will be refused`);
      }
      this.emitFile({ type: 'asset', fileName: SERVER_CONFIG_FILE, source: `${JSON.stringify(config, null, 2)}\n` });
    },
  };
}

type ProxyRules = Omit<ProxiedUpstream, 'id' | 'target'>;

/* ───────────────────────────── THE PROXY ALLOWLIST ─────────────────────────────
 * What /proxy/<upstream id>/... forwards, per upstream. Paths are regex sources matched,
 * anchored, against the normalised path after /proxy/<id>. Nothing else is forwarded.
 */
export function proxyAllowlist(): Record<string, ProxyRules> {
  return {
    swap: {
      allow: [
        { method: 'GET', path: '^/swap/allowance-holder/price$' },
        { method: 'GET', path: '^/swap/permit2/price$' },
        { method: 'GET', path: '^/swap/chains$' },
      ],
      secret: { env: 'SWAP_API_KEY', header: '0x-api-key' },
    },
    coffee: {
      allow: [
        { method: 'GET', path: '^/random\\.json$' },
        // The picture files, for the same-origin download link (browsers ignore `download` cross-origin).
        { method: 'GET', path: '^/[A-Za-z0-9_-]{11}_coffee\\.(?:png|jpe?g|gif|webp)$' },
      ],
      maxResponseBytes: 20 * 1024 * 1024,
    },
  };
}
/* ─────────────────────────────────────────────────────────────────────────────── */

/**
 * The server config of a build: the page's CSP and, for each upstream the build sends through
 * the proxy, its base URL and rules.
 */
export function serverConfigFrom(build: BuildConfig, csp: string, allowlist: Record<string, ProxyRules> = proxyAllowlist()): ServerConfig {
  const proxies = Object.entries(build.upstreams)
    .filter(([, upstream]) => upstream.viaProxy)
    .map(([id, upstream]): ProxiedUpstream => ({ id, target: upstream.baseUrl, ...(allowlist[id] ?? { allow: [] }) }));
  return { csp, proxies };
}
