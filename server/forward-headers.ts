/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection and never cross a proxy. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
];

/**
 * The only request headers that may reach an upstream, besides the upstream's own secret header
 * (a personal key from /settings). Everything else stays here: the browser's credentials and
 * where it came from (cookies, Authorization, Origin, Referer), its fetch metadata and client
 * hints, the client's address as proxies pass it, hop-by-hop headers and whatever else a client
 * adds. The Node server, the edge handler and the generated nginx configuration share this list.
 */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'content-type',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'range',
  'user-agent',
  // 0x's API version (swap).
  '0x-version',
] as const;

/**
 * Response headers the browser never sees: cookies the upstream sets (they would land on this
 * site), hop-by-hop headers, the upstream's CORS grants (the proxy answers this site's pages
 * only), its Alt-Svc (it advertises the upstream's protocols for this origin) and its
 * Content-Security-Policy (this site's own applies).
 */
export const DROPPED_RESPONSE_HEADERS = ['set-cookie', 'set-cookie2', 'alt-svc', 'content-security-policy', 'content-security-policy-report-only'] as const;
/** The CORS response headers by name, for configurations that cannot drop a prefix (nginx's proxy_hide_header). */
export const CORS_RESPONSE_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-allow-private-network',
  'access-control-expose-headers',
  'access-control-max-age',
] as const;
const DROPPED_RESPONSE = new Set<string>([...HOP_BY_HOP, ...DROPPED_RESPONSE_HEADERS]);
const DROPPED_RESPONSE_PREFIXES = ['access-control-'];

const listedInConnection = (headers: Headers) =>
  new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * The headers sent upstream: those on the allowlist, and `secretHeader` (a personal key the
 * browser sends for a key-bearing upstream). `dropAcceptEncoding`: the runtime's fetch decodes bodies itself
 * (Node's does), so it negotiates the encoding on its own.
 */
export function upstreamRequestHeaders(incoming: Headers, options: { dropAcceptEncoding: boolean; secretHeader?: string }): Headers {
  const named = listedInConnection(incoming);
  const allowed = new Set<string>([...FORWARDED_REQUEST_HEADERS, ...(options.secretHeader ? [options.secretHeader.toLowerCase()] : [])]);
  const headers = new Headers();
  incoming.forEach((value, name) => {
    if (!allowed.has(name) || named.has(name)) return;
    if (options.dropAcceptEncoding && name === 'accept-encoding') return;
    headers.set(name, value);
  });
  return headers;
}

/**
 * The headers sent back to the browser. `bodyDecoded`: the runtime's fetch hands over a decoded
 * body (Node's does) while keeping the upstream's Content-Encoding and Content-Length, which no
 * longer describe it.
 */
export function clientResponseHeaders(upstream: Headers, options: { bodyDecoded: boolean }): Headers {
  const named = listedInConnection(upstream);
  const headers = new Headers();
  const decoded = options.bodyDecoded && upstream.has('content-encoding');
  upstream.forEach((value, name) => {
    if (DROPPED_RESPONSE.has(name) || named.has(name) || DROPPED_RESPONSE_PREFIXES.some((prefix) => name.startsWith(prefix))) return;
    if (decoded && (name === 'content-encoding' || name === 'content-length')) return;
    headers.append(name, value);
  });
  return headers;
}
