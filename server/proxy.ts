import { DEFAULT_MAX_REQUEST_BYTES, DEFAULT_RATE_LIMIT_PER_MINUTE, DEFAULT_TIMEOUT_MS, type ProxiedUpstream } from './config.ts';
import { clientResponseHeaders, upstreamRequestHeaders } from './forward-headers.ts';
import { jsonMessage } from './json-response.ts';
import { parseProxyTarget } from './proxy-path.ts';
import { describeLimit, type RateLimitStore } from './rate-limit.ts';
import { callUpstream } from './upstream-fetch.ts';

export const MAX_QUERY_LENGTH = 2048;

/** The 429's message; the nginx configuration states the same with its own limit. */
export const rateLimitMessage = (upstreamId: string, limit: string, retryAfterSeconds: number) =>
  `Too many requests to ${upstreamId} through this proxy: at most ${limit}. Try again in ${retryAfterSeconds} s.`;

export interface ProxyOptions {
  proxies: readonly ProxiedUpstream[];
  /** A server-side secret by its env name (process.env under Node, a binding on the edge). */
  secret: (name: string) => string | undefined;
  /** Without one, requests are not rate limited. */
  rateLimitStore?: RateLimitStore;
  /** Overrides every upstream's own limit (PROXY_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute?: number;
  /** X-Forwarded-Host counts as this site's host. */
  trustProxy?: boolean;
  /** The runtime's fetch decodes compressed bodies itself (Node's does; an edge runtime's passes them through). Default true. */
  runtimeDecodesBodies?: boolean;
  fetch?: typeof fetch;
  /** Told when an upstream call fails: the upstream id and an error code, never a header or a key. */
  onUpstreamError?: (event: { upstream: string; error: string }) => void;
}

export interface ProxyRequest {
  request: Request;
  /** The request target as the client sent it (path and query), before any URL normalisation. */
  rawTarget: string;
  /** The client's address for the rate limit; requests without one share a budget. */
  clientIp: string | undefined;
  /** Ends the client's connection at once, when the runtime offers that. */
  abortConnection?: () => void;
}

interface CompiledUpstream {
  upstream: ProxiedUpstream;
  host: string;
  allow: { method: string; path: RegExp }[];
}

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/**
 * A request from this site's own pages: not marked cross-site or same-site by the browser's
 * fetch metadata, and no Origin other than this host. The scheme is not compared: behind a
 * TLS-terminating proxy the server sees http while the page is https.
 */
export function fromThisSite(request: Request, trustProxy: boolean): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const hosts = [new URL(request.url).host];
  const forwardedHost = trustProxy ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  if (forwardedHost) hosts.push(forwardedHost);
  return hosts.some((host) => host.toLowerCase() === originHost.toLowerCase());
}

/** Counts the request body as it streams upstream and fails it past `max` bytes. */
function capped(body: ReadableStream<Uint8Array>, max: number, onTooLarge: () => void): ReadableStream<Uint8Array> {
  let received = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, stream) {
        received += chunk.byteLength;
        if (received > max) {
          onTooLarge();
          stream.error(new Error('request body over the limit'));
          return;
        }
        stream.enqueue(chunk);
      },
    }),
  );
}

/**
 * The proxy as a plain Fetch handler: /proxy/<id>/<path> goes to <target>/<path> only for an
 * upstream in the config, only for a method and path its allowlist names, within the rate limit
 * and size limits. Anything else is answered here and contacts nothing.
 */
export function createProxy(options: ProxyOptions): (input: ProxyRequest) => Promise<Response> {
  const fetchImpl = options.fetch ?? fetch;
  const decodes = options.runtimeDecodesBodies ?? true;
  const upstreams = new Map<string, CompiledUpstream>(
    options.proxies.map((upstream) => [
      upstream.id,
      {
        upstream,
        host: new URL(upstream.target).host,
        allow: upstream.allow.map(({ method, path }) => ({ method, path: new RegExp(`^(?:${path})$`) })),
      },
    ]),
  );

  return async ({ request, rawTarget, clientIp, abortConnection }) => {
    const target = parseProxyTarget(rawTarget);
    if (!target.ok) return jsonMessage(target.status, `No such proxy route: ${target.reason}`);
    const entry = upstreams.get(target.id);
    if (!entry) return jsonMessage(404, 'No such proxy route');
    const { upstream } = entry;
    const method = request.method.toUpperCase();
    if (!entry.allow.some((route) => route.method === method && route.path.test(target.path))) {
      return jsonMessage(404, `No such proxy route: ${method} ${target.path || '/'} is not forwarded to ${upstream.id}`);
    }
    if (upstream.secret && !fromThisSite(request, options.trustProxy ?? false)) {
      return jsonMessage(403, "This proxy answers this site's own pages only");
    }
    if (target.query.length > MAX_QUERY_LENGTH) return jsonMessage(414, `The query string is longer than ${MAX_QUERY_LENGTH} characters`);

    if (options.rateLimitStore) {
      const limit = options.rateLimitPerMinute ?? upstream.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE;
      const verdict = await options.rateLimitStore.take(`${upstream.id} ${clientIp ?? 'unknown'}`, limit);
      if (!verdict.allowed) {
        const applied = verdict.applied ? describeLimit(verdict.applied.requests, verdict.applied.periodSeconds) : describeLimit(limit, 60);
        return jsonMessage(429, rateLimitMessage(upstream.id, applied, verdict.retryAfterSeconds), { 'Retry-After': String(verdict.retryAfterSeconds) });
      }
    }

    const maxRequestBytes = upstream.maxRequestBytes ?? DEFAULT_MAX_REQUEST_BYTES;
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > maxRequestBytes) return jsonMessage(413, `The request body is larger than ${maxRequestBytes} bytes`);

    const headers = upstreamRequestHeaders(request.headers, { dropAcceptEncoding: decodes, secretHeader: upstream.secret?.header });
    const secret = upstream.secret && options.secret(upstream.secret.env)?.trim();
    if (upstream.secret && secret && !headers.has(upstream.secret.header)) headers.set(upstream.secret.header, secret);

    let tooLarge = false;
    const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== null;
    const outcome = await callUpstream({
      url: `${upstream.target}${target.encodedPath}${target.query ? `?${target.query}` : ''}`,
      method,
      headers,
      body: hasBody && request.body ? capped(request.body, maxRequestBytes, () => (tooLarge = true)) : null,
      clientSignal: request.signal,
      host: entry.host,
      timeoutMs: upstream.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxResponseBytes: upstream.maxResponseBytes,
      fetch: fetchImpl,
      onBodyFailure: (reason) => options.onUpstreamError?.({ upstream: upstream.id, error: reason }),
      abortConnection,
    });
    if (!outcome.ok) {
      if (tooLarge) return jsonMessage(413, `The request body is larger than ${maxRequestBytes} bytes`);
      options.onUpstreamError?.({ upstream: upstream.id, error: outcome.error });
      return outcome.response;
    }
    const body = method === 'HEAD' || NULL_BODY_STATUS.has(outcome.status) ? null : outcome.body;
    if (!body) await outcome.body?.cancel().catch(() => undefined);
    return new Response(body, {
      status: outcome.status,
      statusText: outcome.statusText,
      headers: clientResponseHeaders(outcome.headers, { bodyDecoded: decodes }),
    });
  };
}
