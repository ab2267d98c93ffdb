import type { ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';
import { PROXY_PREFIX, type BuildConfig } from '../../src/shared/config/defaults.ts';
import { SERVICE_IDS } from '../../src/shared/config/services.ts';

/**
 * /proxy/<service>/... -> <service base URL>/... for `vite` and `vite preview` (design.md §3).
 * The browser's Origin, Referer and cookies are not forwarded. For SWAP the server-side
 * SWAP_API_KEY is added as 0x-api-key when the request carries no key of its own.
 */
export function upstreamProxy(config: BuildConfig, swapApiKey: string | undefined): Record<string, ProxyOptions> {
  return Object.fromEntries(
    SERVICE_IDS.map((id) => {
      const prefix = `${PROXY_PREFIX}/${id}`;
      const options: ProxyOptions = {
        target: config.baseUrls[id],
        changeOrigin: true,
        proxyTimeout: 60_000,
        rewrite: (path) => path.slice(prefix.length) || '/',
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq, req) => {
            proxyReq.removeHeader('origin');
            proxyReq.removeHeader('referer');
            proxyReq.removeHeader('cookie');
            if (id === 'swap' && swapApiKey && !req.headers['0x-api-key']) proxyReq.setHeader('0x-api-key', swapApiKey);
          });
          proxy.on('error', (error, _req, res) => {
            const response = res as ServerResponse;
            if (!('writeHead' in response) || response.headersSent) return;
            response.writeHead(502, { 'Content-Type': 'application/json' });
            response.end(JSON.stringify({ message: `The proxy could not reach ${config.baseUrls[id]} (${(error as NodeJS.ErrnoException).code ?? error.message})` }));
          });
        },
      };
      return [prefix, options];
    }),
  );
}
