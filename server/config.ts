import { z } from 'zod';

/**
 * What the server needs from the build, written to `dist/server-config.json` by the Vite build
 * (scripts/vite/server-config.ts). The server and the edge handler read only this file, plus
 * server-side secrets from the environment or the platform's bindings.
 */
export interface ServerConfig {
  /** The same Content-Security-Policy the built index.html carries in its <meta>. */
  csp: string;
  /** Only the upstreams the build sends through the proxy. */
  proxies: ProxiedUpstream[];
}

export type ProxyMethod = 'GET' | 'POST' | 'HEAD';

export interface ProxiedUpstream {
  /** kebab-case; proxied at /proxy/<id>/... */
  id: string;
  /** Base URL without a trailing slash, e.g. https://api.0x.org */
  target: string;
  /** `path` is a regex source matched, anchored ^…$, against the normalised path after /proxy/<id>. */
  allow: { method: ProxyMethod; path: string }[];
  /** Added from the environment only when the request has no such header; such an upstream serves only this site's pages. */
  secret?: { env: string; header: string };
  /** Requests per minute per client; default 120. */
  rateLimitPerMinute?: number;
  /** On the response headers and on idle time between body chunks, not on the whole transfer; default 15000. */
  timeoutMs?: number;
  /** Largest response body forwarded; no cap when absent. */
  maxResponseBytes?: number;
  /** Largest request body forwarded; default 1 MB. */
  maxRequestBytes?: number;
}

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 120;
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_REQUEST_BYTES = 1024 * 1024;

const compiles = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

const proxiedUpstreamSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, 'a kebab-case id'),
  target: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/, 'an http(s) URL with no query or fragment')
    .refine((target) => !target.endsWith('/'), 'no trailing slash'),
  allow: z.array(z.object({ method: z.enum(['GET', 'POST', 'HEAD']), path: z.string().min(1).refine(compiles, 'a valid regex source') })),
  secret: z.object({ env: z.string().regex(/^[A-Z_][A-Z0-9_]*$/), header: z.string().regex(HEADER_NAME) }).optional(),
  rateLimitPerMinute: z.number().int().positive().optional(),
  timeoutMs: z.number().int().positive().optional(),
  maxResponseBytes: z.number().int().positive().optional(),
  maxRequestBytes: z.number().int().positive().optional(),
});

export const serverConfigSchema = z.object({
  csp: z.string().min(1),
  proxies: z.array(proxiedUpstreamSchema).refine((proxies) => new Set(proxies.map(({ id }) => id)).size === proxies.length, 'proxy ids are unique'),
});

/** Validates a parsed server-config.json; throws an Error naming every problem. */
export function parseServerConfig(value: unknown): ServerConfig {
  const result = serverConfigSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid server config: ${problems.join('; ')}`);
  }
  return result.data;
}
