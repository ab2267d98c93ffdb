import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import { jsonMessage } from './json-response.ts';
import { pathOnly, type Logger } from './log.ts';
import { createProxy } from './proxy.ts';
import type { RateLimitStore } from './rate-limit.ts';
import { createCspReportHandler } from './csp-report.ts';
import { cameOverTls, CSP_REPORT_PATH, securityHeaders } from './security-headers.ts';

/** What the runtime passes beside the request: Node's incoming/outgoing pair, or an edge platform's bindings. */
export type RuntimeEnv = unknown;

export interface AppOptions {
  config: ServerConfig;
  /** A server-side secret by its env name. */
  secret: (name: string) => string | undefined;
  /** Trust X-Forwarded-For / -Proto / -Host from a reverse proxy in front. */
  trustProxy: boolean;
  clientIp: (request: Request, env: RuntimeEnv) => string | undefined;
  /** The request target as the client sent it; by default the path and query of request.url, which the URL parser has already normalised. */
  rawTarget?: (request: Request, env: RuntimeEnv) => string;
  /** Ends the client's connection at once (Node: destroy the socket); used when a proxied body is cut short. */
  abortConnection?: (env: RuntimeEnv) => void;
  /** Everything that is neither /healthz nor the proxy: the static files under Node. 404 JSON by default. */
  fallback?: (request: Request, env: RuntimeEnv) => Response | Promise<Response>;
  rateLimitStore?: RateLimitStore;
  rateLimitPerMinute?: number;
  /** Where /csp-report counts each client's reports; in memory by default. */
  reportRateLimitStore?: RateLimitStore;
  runtimeDecodesBodies?: boolean;
  fetch?: typeof fetch;
  log?: Logger;
}

const targetOfUrl = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/**
 * The server as one Fetch-standard app: security headers and a log line on every response,
 * /healthz, /csp-report (the CSP's violation reports), the proxy under /proxy/, and the runtime's fallback for the rest. The same app runs
 * under Node (node-server.ts) and on edge runtimes (edge.ts).
 */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const log = options.log ?? (() => undefined);
  const rawTarget = options.rawTarget ?? targetOfUrl;
  const headers = securityHeaders(options.config.csp);
  const alwaysHeaders = Object.entries(headers.always);
  const tlsHeaders = Object.entries(headers.tls);
  const proxy = createProxy({
    proxies: options.config.proxies,
    secret: options.secret,
    rateLimitStore: options.rateLimitStore,
    rateLimitPerMinute: options.rateLimitPerMinute,
    trustProxy: options.trustProxy,
    runtimeDecodesBodies: options.runtimeDecodesBodies,
    fetch: options.fetch,
    onUpstreamError: (event) => log({ level: 'warn', msg: 'upstream error', ...event }),
  });

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    const responseHeaders = c.res.headers;
    // A Content-Security-Policy already set is the static layer's worker policy (see workerCsp).
    for (const [name, value] of alwaysHeaders) if (name !== 'Content-Security-Policy' || !responseHeaders.has(name)) responseHeaders.set(name, value);
    if (cameOverTls(c.req.raw, options.trustProxy)) for (const [name, value] of tlsHeaders) responseHeaders.set(name, value);
    log({ method: c.req.method, path: pathOnly(rawTarget(c.req.raw, c.env)), status: c.res.status, ms: Math.round((performance.now() - started) * 100) / 100 });
  });

  const cspReport = createCspReportHandler({ log, rateLimitStore: options.reportRateLimitStore });
  app.all(CSP_REPORT_PATH, (c) => cspReport(c.req.raw, options.clientIp(c.req.raw, c.env)));

  app.get('/healthz', () => new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } }));

  app.all('*', (c) => {
    const target = rawTarget(c.req.raw, c.env);
    if (target.startsWith('/proxy/') || pathOnly(target) === '/proxy') {
      const abort = options.abortConnection;
      return proxy({ request: c.req.raw, rawTarget: target, clientIp: options.clientIp(c.req.raw, c.env), abortConnection: abort && (() => abort(c.env)) });
    }
    return options.fallback ? options.fallback(c.req.raw, c.env) : jsonMessage(404, 'Not found');
  });

  app.onError((error) => {
    log({ level: 'error', msg: 'unhandled error', error: error instanceof Error ? error.message : String(error) });
    return jsonMessage(500, 'Internal server error');
  });

  return app;
}
