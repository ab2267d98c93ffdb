import { getRequestListener, type HttpBindings } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { rawTargetOf } from './node-server.ts';
import { MemoryRateLimitStore } from './rate-limit.ts';

const isProxyPath = (url: string | undefined) => url !== undefined && (url === '/proxy' || url.startsWith('/proxy/') || url.startsWith('/proxy?'));

/**
 * `npm run dev` (and `vite preview`): /proxy/... goes through the production proxy (the same
 * app, allowlist, limits and secret handling), with the config built as the build writes it.
 * `env` holds the server-side secrets (Vite's loadEnv with no prefix filter).
 */
export function devProxy(getConfig: () => ServerConfig, env: Record<string, string | undefined>): Plugin {
  let listener: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const listen = () => {
    const app = createApp({
      config: getConfig(),
      secret: (name) => env[name],
      trustProxy: false,
      clientIp: (_request, runtime) => (runtime as HttpBindings).incoming.socket.remoteAddress,
      rawTarget: (_request, runtime) => rawTargetOf((runtime as HttpBindings).incoming.url),
      abortConnection: (runtime) => (runtime as HttpBindings).outgoing.destroy(),
      rateLimitStore: new MemoryRateLimitStore(),
    });
    // Vite's own process keeps Node's Request and Response.
    return getRequestListener(app.fetch, { overrideGlobalObjects: false });
  };
  const middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!isProxyPath(req.url)) return next();
    listener ??= listen();
    void listener(req, res);
  };
  return {
    name: 'dashboard-dev-proxy',
    apply: 'serve',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}
