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
 * Request headers the upstream never sees: the browser's credentials and where it came from
 * (cookies, Authorization, Origin, Referer), what only this hop needs (Host, the length, which
 * fetch sets from the body), the client's address as proxies pass it, and the browser's
 * fetch metadata.
 */
const DROPPED_REQUEST = new Set([
  ...HOP_BY_HOP,
  'cookie',
  'authorization',
  'origin',
  'referer',
  'host',
  'content-length',
  'forwarded',
  'x-real-ip',
  'true-client-ip',
]);
const DROPPED_REQUEST_PREFIXES = ['x-forwarded-', 'cf-', 'sec-fetch-', 'sec-ch-'];

/**
 * Response headers the browser never sees: cookies the upstream sets (they would land on this
 * site), hop-by-hop headers, the upstream's CORS grants (the proxy answers this site's pages
 * only), its Alt-Svc (it advertises the upstream's protocols for this origin) and its
 * Content-Security-Policy (this site's own applies).
 */
const DROPPED_RESPONSE = new Set([...HOP_BY_HOP, 'set-cookie', 'set-cookie2', 'alt-svc', 'content-security-policy', 'content-security-policy-report-only']);
const DROPPED_RESPONSE_PREFIXES = ['access-control-'];

const listedInConnection = (headers: Headers) =>
  new Set(
    (headers.get('connection') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * The headers sent upstream. `dropAcceptEncoding`: the runtime's fetch decodes bodies itself
 * (Node's does), so it negotiates the encoding on its own.
 */
export function upstreamRequestHeaders(incoming: Headers, options: { dropAcceptEncoding: boolean }): Headers {
  const named = listedInConnection(incoming);
  const headers = new Headers();
  incoming.forEach((value, name) => {
    if (DROPPED_REQUEST.has(name) || named.has(name) || DROPPED_REQUEST_PREFIXES.some((prefix) => name.startsWith(prefix))) return;
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
