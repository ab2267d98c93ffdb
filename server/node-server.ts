import { getRequestListener, RequestError, type HttpBindings } from '@hono/node-server';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { nodeFetch } from './node-fetch.ts';
import { parseServerConfig, type ServerConfig } from './config.ts';
import { jsonMessage } from './json-response.ts';
import { jsonLogger, type Logger } from './log.ts';
import { MemoryRateLimitStore } from './rate-limit.ts';
import { headerCsp, securityHeaders, workerCsp } from './security-headers.ts';
import { loadStaticFiles } from './static-files.ts';

export interface NodeServerOptions {
  distDir: string;
  host: string;
  port: number;
  /** Process environment: TRUST_PROXY, PROXY_RATE_LIMIT_PER_MINUTE, LOG and the proxies' secrets. */
  env: Record<string, string | undefined>;
  log?: Logger;
}

export interface RunningServer {
  server: Server;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish (at most `graceMs`), then resolves. */
  close(graceMs?: number): Promise<void>;
}

export async function loadServerConfig(distDir: string): Promise<ServerConfig> {
  const file = join(distDir, 'server-config.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`${file} not found: build the app first (npx vite build --outDir ${distDir})`);
  }
  return parseServerConfig(JSON.parse(text));
}

const truthy = (value: string | undefined) => /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
const positiveInt = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) && Number(value) > 0 ? Number(value) : undefined);

/** The client's address: the first X-Forwarded-For hop when a trusted proxy sets it, else the socket's peer. */
export function clientIpOf(incoming: HttpBindings['incoming'], trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = incoming.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return incoming.socket.remoteAddress;
}

/** The path and query as the client sent them (origin-form, or the path part of absolute-form). */
export function rawTargetOf(incomingUrl: string | undefined): string {
  const target = incomingUrl ?? '/';
  if (target.startsWith('/')) return target;
  return /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(target)?.[1] || '/';
}

/** The production server: the built site from `distDir` and the proxy, under Node. */
export async function startServer(options: NodeServerOptions): Promise<RunningServer> {
  const { env } = options;
  const config = await loadServerConfig(options.distDir);
  const files = await loadStaticFiles(options.distDir, { workerCsp: headerCsp(workerCsp(config.csp)) });
  const trustProxy = truthy(env.TRUST_PROXY);
  const log = options.log ?? jsonLogger(env);
  const app = createApp({
    config,
    secret: (name) => env[name],
    trustProxy,
    clientIp: (_request, runtime) => clientIpOf((runtime as HttpBindings).incoming, trustProxy),
    rawTarget: (_request, runtime) => rawTargetOf((runtime as HttpBindings).incoming.url),
    abortConnection: (runtime) => (runtime as HttpBindings).outgoing.destroy(),
    fallback: (request) => files.serve(request),
    rateLimitStore: new MemoryRateLimitStore(),
    fetch: nodeFetch,
    runtimeDecodesBodies: false,
    rateLimitPerMinute: positiveInt(env.PROXY_RATE_LIMIT_PER_MINUTE),
    log,
  });

  // A request target or Host header the adapter cannot turn into a Request (a backslash in the
  // path, say) never reaches the app: it is answered here, with the same headers.
  const { always } = securityHeaders(config.csp);
  const listener = getRequestListener(app.fetch, {
    errorHandler: (error) => {
      const status = error instanceof RequestError ? 400 : 500;
      log({
        level: status === 400 ? 'info' : 'error',
        msg: 'request refused by the adapter',
        status,
        error: error instanceof Error ? error.message : String(error),
      });
      return jsonMessage(status, status === 400 ? 'Bad request' : 'Internal server error', always);
    },
  });
  const server = createServer((incoming, outgoing) => {
    void listener(incoming, outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

  let closing: Promise<void> | undefined;
  const close = (graceMs = 10_000) =>
    (closing ??= new Promise<void>((resolve) => {
      // Idle keep-alive connections close now and as each in-flight request ends; past the grace period, all of them.
      const idle = setInterval(() => server.closeIdleConnections(), 50);
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      server.close(() => {
        clearInterval(idle);
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    }));

  return { server, url, close };
}
