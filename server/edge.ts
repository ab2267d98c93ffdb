import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { parseServerConfig, type ServerConfig } from './config.ts';
import { jsonLogger } from './log.ts';
import type { RateLimitResult, RateLimitStore } from './rate-limit.ts';

/**
 * Bindings an edge platform passes to the handler. Secrets (SWAP_API_KEY) are plain string
 * bindings; ASSETS, when present, serves everything that is neither the proxy nor /healthz.
 */
export interface EdgeEnv {
  ASSETS?: { fetch(request: Request): Promise<Response> };
  /** The server config as an object or JSON text, when it is not passed to createEdgeHandler. */
  SERVER_CONFIG?: ServerConfig | string;
  /** Cloudflare's rate limiting binding; see cloudflareRateLimitStore. */
  PROXY_RATE_LIMITER?: CloudflareRateLimiter;
  TRUST_PROXY?: string;
  LOG?: string;
  [binding: string]: unknown;
}

export interface EdgeHandler {
  fetch(request: Request, env?: EdgeEnv, context?: unknown): Promise<Response>;
}

/** Cloudflare Workers' rate limiting binding: its limit and period are set in the Worker's configuration. */
export interface CloudflareRateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** A RateLimitStore over Cloudflare's binding. The binding fixes the limit and period, so `limitPerMinute` is not used. */
export function cloudflareRateLimitStore(binding: CloudflareRateLimiter, periodSeconds = 60): RateLimitStore {
  return {
    async take(key): Promise<RateLimitResult> {
      const { success } = await binding.limit({ key });
      return { allowed: success, retryAfterSeconds: success ? 0 : periodSeconds };
    },
  };
}

export interface EdgeOptions {
  /** The platform's shared limiter. Without one (and without PROXY_RATE_LIMITER) the proxy is not rate limited: an isolate's memory is neither shared nor long-lived. */
  rateLimitStore?: RateLimitStore;
}

const stringBinding = (env: EdgeEnv, name: string) => (typeof env[name] === 'string' ? (env[name] as string) : undefined);

/**
 * The same app as the Node server, as a standard `fetch(request, env)` handler for edge
 * runtimes. The platform serves the static files; the client address is CF-Connecting-IP.
 * Pass the build's server-config.json (bundlers import it as JSON), or bind it as SERVER_CONFIG.
 */
export function createEdgeHandler(config?: ServerConfig, options: EdgeOptions = {}): EdgeHandler {
  let app: Hono | undefined;
  const appFor = (env: EdgeEnv) => {
    if (app) return app;
    const raw = config ?? (typeof env.SERVER_CONFIG === 'string' ? JSON.parse(env.SERVER_CONFIG) : env.SERVER_CONFIG);
    if (!raw) throw new Error('No server config: pass dist/server-config.json to createEdgeHandler or bind it as SERVER_CONFIG');
    app = createApp({
      config: parseServerConfig(raw),
      secret: (name) => stringBinding(env, name),
      trustProxy: /^(1|true|yes|on)$/i.test(env.TRUST_PROXY ?? ''),
      clientIp: (request) => request.headers.get('cf-connecting-ip') ?? undefined,
      fallback: (request) => (env.ASSETS ? env.ASSETS.fetch(request) : Promise.resolve(new Response('Not found', { status: 404 }))),
      rateLimitStore: options.rateLimitStore ?? (env.PROXY_RATE_LIMITER ? cloudflareRateLimitStore(env.PROXY_RATE_LIMITER) : undefined),
      rateLimitPerMinute: Number(stringBinding(env, 'PROXY_RATE_LIMIT_PER_MINUTE')) || undefined,
      // An edge runtime keeps a passed-through body and its Content-Encoding consistent itself.
      runtimeDecodesBodies: false,
      log: jsonLogger({ LOG: env.LOG }),
    });
    return app;
  };
  return {
    fetch: async (request, env = {}, context) => appFor(env).fetch(request, env, context as never),
  };
}

/** For platforms that bind the config as SERVER_CONFIG. */
export default createEdgeHandler();
