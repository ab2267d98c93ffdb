import type { Plugin } from 'vite';
import { parseServerConfig, type ProxiedUpstream, type ServerConfig } from '../../server/config.ts';
import type { BuildConfig } from '../../src/shared/registry/build-config.ts';
import type { ProxyRules } from './proxy-rules.ts';

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
        this.warn(
          `${proxy.id} is built to go through the proxy, but the proxy allowlist names no route for it: every request to /proxy/${proxy.id} will be refused`,
        );
      }
      this.emitFile({ type: 'asset', fileName: SERVER_CONFIG_FILE, source: `${JSON.stringify(config, null, 2)}\n` });
    },
  };
}

/**
 * The server config of a build: the page's CSP and, for each upstream the build sends through
 * the proxy, its base URL and rules.
 */
export function serverConfigFrom(build: BuildConfig, csp: string, allowlist: Record<string, ProxyRules>): ServerConfig {
  const proxies = Object.entries(build.upstreams)
    .filter(([, upstream]) => upstream.viaProxy)
    .map(([id, upstream]): ProxiedUpstream => ({ id, target: upstream.baseUrl, ...(allowlist[id] ?? { allow: [] }) }));
  return { csp, proxies };
}
