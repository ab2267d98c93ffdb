import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { parseServerConfig, type ServerConfig } from './config.ts';
import { jsonLogger } from './log.ts';
import type { RateLimitResult, RateLimitStore } from './rate-limit.ts';
import { fallbackDocuments, notFoundText } from './page-fallback.ts';

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

/** The limit configured on the binding (`simple: { limit, period }`), which the binding itself never reports. */
export interface BindingLimit {
  requests: number;
  /** Cloudflare allows 10 or 60. */
  periodSeconds: number;
}

/**
 * A RateLimitStore over Cloudflare's binding. The binding fixes the limit and period and answers
 * only `{ success }`, so `limitPerMinute` is not used and a refusal waits out one period.
 */
export function cloudflareRateLimitStore(binding: CloudflareRateLimiter, limit: BindingLimit): RateLimitStore {
  return {
    async take(key): Promise<RateLimitResult> {
      const { success } = await binding.limit({ key });
      return { allowed: success, retryAfterSeconds: success ? 0 : limit.periodSeconds, applied: limit };
    },
  };
}

/**
 * The binding's limit from the Worker's vars, which wrangler.jsonc sets beside the binding
 * (check:deploy checks they agree): PROXY_RATE_LIMIT_REQUESTS and PROXY_RATE_LIMIT_PERIOD_SECONDS.
 */
export function bindingLimitOf(env: EdgeEnv): BindingLimit {
  const requests = Number(stringBinding(env, 'PROXY_RATE_LIMIT_REQUESTS'));
  const periodSeconds = Number(stringBinding(env, 'PROXY_RATE_LIMIT_PERIOD_SECONDS'));
  if (!Number.isInteger(requests) || requests <= 0 || (periodSeconds !== 10 && periodSeconds !== 60)) {
    throw new Error(
      "PROXY_RATE_LIMITER is bound without its limit: set PROXY_RATE_LIMIT_REQUESTS and PROXY_RATE_LIMIT_PERIOD_SECONDS (10 or 60) to the binding's own values",
    );
  }
  return { requests, periodSeconds };
}

export interface EdgeOptions {
  /** The platform's shared limiter. Without one (and without PROXY_RATE_LIMITER) the proxy is not rate limited: an isolate's memory is neither shared nor long-lived. */
  rateLimitStore?: RateLimitStore;
}

const stringBinding = (env: EdgeEnv, name: string) => (typeof env[name] === 'string' ? (env[name] as string) : undefined);

/** A platform response with headers the app may still set (workerd's fetch answers carry immutable ones). */
const mutable = (response: Response) => new Response(response.body, response);

/**
 * What the platform's static assets do not hold, by the Node server's rule: a page's own HTML,
 * else index.html for a navigation, else a 404 that is never cached long (a missing
 * `/assets/<chunk>.js` must not become the app's HTML under the chunk's URL).
 */
async function assetOrPage(request: Request, assets: NonNullable<EdgeEnv['ASSETS']>): Promise<Response> {
  const asset = await assets.fetch(request);
  if (asset.status !== 404) return mutable(asset);
  await asset.body?.cancel();
  if (request.method !== 'GET' && request.method !== 'HEAD') return notFoundText();
  const url = new URL(request.url);
  for (const file of fallbackDocuments(url.pathname, request.headers.get('accept')) ?? []) {
    // The platform serves `x.html` at `/x` and index.html at `/`; asking for the file name itself is a redirect.
    const page = await assets.fetch(new Request(new URL(file === '/index.html' ? '/' : file.replace(/\.html$/, ''), url), request));
    if (page.ok) return mutable(page);
    await page.body?.cancel();
  }
  return notFoundText();
}

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
      fallback: (request) => (env.ASSETS ? assetOrPage(request, env.ASSETS) : notFoundText()),
      rateLimitStore: options.rateLimitStore ?? (env.PROXY_RATE_LIMITER ? cloudflareRateLimitStore(env.PROXY_RATE_LIMITER, bindingLimitOf(env)) : undefined),
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
