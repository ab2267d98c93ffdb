import type { ServerResponse } from 'node:http';
import type { ProxyOptions } from 'vite';
import type { ServiceDescriptor } from '../../src/shared/registry/descriptor.ts';
import type { BuildConfig } from '../../src/shared/registry/build-config.ts';
import { proxyPath } from '../../src/shared/registry/upstream-names.ts';

/**
 * /proxy/<upstream>/... -> <upstream base URL>/... for `vite` and `vite preview`, for every
 * upstream the build sends through the proxy. The browser's Origin, Referer and cookies are not
 * forwarded; an upstream's server secret is added when the request carries no such header.
 */
export function upstreamProxy(services: readonly ServiceDescriptor[], config: BuildConfig, env: Record<string, string | undefined>): Record<string, ProxyOptions> {
  const proxied = services.flatMap((service) => service.upstreams).filter(({ id }) => config.upstreams[id]!.viaProxy);
  return Object.fromEntries(
    proxied.map((upstream) => {
      const prefix = proxyPath(upstream.id);
      const target = config.upstreams[upstream.id]!.baseUrl;
      const secret = upstream.serverSecret && env[upstream.serverSecret.env]?.trim();
      const options: ProxyOptions = {
        target,
        changeOrigin: true,
        proxyTimeout: 60_000,
        rewrite: (path) => path.slice(prefix.length) || '/',
        configure: (proxy) => {
          proxy.on('proxyReq', (proxyReq, req) => {
            proxyReq.removeHeader('origin');
            proxyReq.removeHeader('referer');
            proxyReq.removeHeader('cookie');
            if (upstream.serverSecret && secret && !req.headers[upstream.serverSecret.header]) proxyReq.setHeader(upstream.serverSecret.header, secret);
          });
          proxy.on('error', (error, _req, res) => {
            const response = res as ServerResponse;
            if (!('writeHead' in response) || response.headersSent) return;
            response.writeHead(502, { 'Content-Type': 'application/json' });
            response.end(JSON.stringify({ message: `The proxy could not reach ${target} (${(error as NodeJS.ErrnoException).code ?? error.message})` }));
          });
        },
      };
      return [prefix, options];
    }),
  );
}
