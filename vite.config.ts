import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { bundleReport } from './scripts/vite/bundle-report.ts';
import { cspPlugin } from './scripts/vite/csp.ts';
import { dropMockWorker } from './scripts/vite/drop-mock-worker.ts';
import { upstreamProxy } from './scripts/vite/upstream-proxy.ts';
import { resolveBuildConfig } from './src/shared/config/defaults.ts';

/**
 * The entry chunk would carry a preload list for every lazy route (about 1.5 KB gzipped), which
 * the first-load budget cannot afford; routes are warmed by intent prefetch in the shell instead.
 * Chunks below the entry keep their preload lists.
 */
const entryDropsPreloadLists = (_file: string, deps: string[], context: { hostId: string }) =>
  /(^|\/)index-[\w-]+\.js$/.test(context.hostId) ? [] : deps;

export default defineConfig(({ mode }) => {
  // '' loads every variable, so the server-only SWAP_API_KEY is seen here and never bundled.
  const env = loadEnv(mode, process.cwd(), '');
  const config = resolveBuildConfig(env);
  const proxy = upstreamProxy(config, env.SWAP_API_KEY?.trim() || undefined);
  const securityHeaders = { 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };
  return {
    plugins: [react(), tailwindcss(), cspPlugin(config), dropMockWorker(env.VITE_MSW === '1'), bundleReport()],
    build: { target: 'es2022', sourcemap: false, manifest: true, modulePreload: { polyfill: false, resolveDependencies: entryDropsPreloadLists } },
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy, headers: securityHeaders },
  };
});
