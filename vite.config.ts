import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { bundleReport } from './scripts/vite/bundle-report.ts';
import { contentSecurityPolicy, cspPlugin } from './scripts/vite/csp.ts';
import { dropMockWorker } from './scripts/vite/drop-mock-worker.ts';
import { pageChunks } from './scripts/vite/page-chunks.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { appServiceWorker } from './scripts/vite/pwa.ts';
import { proxyRulesFrom } from './scripts/vite/proxy-rules.ts';
import { routeHtml } from './scripts/vite/route-html.ts';
import { serverConfigFrom, serverConfigPlugin } from './scripts/vite/server-config.ts';
import { slimTokenList } from './scripts/vite/token-list.ts';
import { devProxy } from './server/vite-dev-proxy.ts';
import { services } from './src/services/registry.ts';
import { CHAINS } from './src/services/swap/lib/chains.ts';
import { resolveBuildConfig } from './src/shared/registry/build-config.ts';

/**
 * Demo builds only: the mocks' chunks load in one wave rather than one import level at a time, so
 * the page's first request waits less for them.
 */
const DEMO_WORKER_CHUNK = /(^|\/)(worker|respond|mocks)-[\w-]+\.js$/;

/**
 * The first load (entry + overview) would carry a preload list for every lazy route and status
 * (about 2 KB gzipped), which its budget cannot afford; the shell warms route code when idle and
 * on intent instead. Chunks below keep their preload lists.
 */
const firstLoadDropsPreloadLists = (file: string, deps: string[], context: { hostId: string }) =>
  /(^|\/)(index|overview-route)-[\w-]+\.js$/.test(context.hostId) && !DEMO_WORKER_CHUNK.test(file) ? [] : deps;

export default defineConfig(({ mode }) => {
  // '' loads every variable, so the server-only SWAP_API_KEY is seen here and never bundled.
  const env = loadEnv(mode, process.cwd(), '');
  // What src/shared/config/env.ts reads as `isDemoMode`.
  const demo = env.VITE_MSW === '1';
  const config = resolveBuildConfig(services, env);
  const csp = contentSecurityPolicy(services, config);
  // What the production server reads (dist/server-config.json); the dev server's proxy uses the same.
  const serverConfig = () => serverConfigFrom(config, csp, proxyRulesFrom(services));
  return {
    plugins: [
      react(),
      tailwindcss(),
      cspPlugin(csp),
      dropMockWorker(demo),
      bundleReport(services),
      routeHtml(services, { demo }),
      pageChunks(services),
      slimTokenList(CHAINS.map((chain) => chain.id)),
      serverConfigPlugin(serverConfig),
      devProxy(serverConfig, env),
      appServiceWorker({ demo }),
      precompress(),
    ],
    // The app reads the resolved upstreams (base URLs, proxy flags, public keys) from this one constant.
    define: { __BUILD_CONFIG__: JSON.stringify(config) },
    // Demo builds: msw's cookie jar without the public-suffix list (see the stub).
    resolve: demo ? { alias: { 'tough-cookie': fileURLToPath(new URL('./src/demo/tough-cookie-stub.ts', import.meta.url)) } } : undefined,
    build: { target: 'es2022', sourcemap: false, manifest: true, modulePreload: { polyfill: false, resolveDependencies: firstLoadDropsPreloadLists } },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
  };
});
