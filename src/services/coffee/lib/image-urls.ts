import type { Endpoint } from '../../../shared/config/endpoints.ts';

/**
 * Image mode: `/random` is the picture itself at a fixed URL, so a cache-buster makes each draw new.
 * <img> works cross-origin without CORS, so this always uses the real upstream, never the proxy.
 */
export function fallbackImageUrl(endpoint: Endpoint, buster: string): string {
  return `${endpoint.upstream}/random?t=${encodeURIComponent(buster)}`;
}

/** The last path segment, e.g. `QDTtF7ewaak_coffee.jpg`. */
export function fileNameOf(url: string): string {
  try {
    const name = new URL(url).pathname.split('/').filter(Boolean).pop();
    return name ? decodeURIComponent(name) : 'coffee';
  } catch {
    return 'coffee';
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A fresh request for a picture that failed to load (the browser may remember the failure). */
export function withRetryParam(url: string, attempt: number): string {
  if (attempt === 0) return url;
  const parsed = new URL(url);
  parsed.searchParams.set('retry', String(attempt));
  return parsed.toString();
}

/**
 * A same-origin link through the proxy makes `download` work (browsers ignore it cross-origin).
 * Only for files on the proxied upstream; anything else is linked directly.
 */
export function downloadUrlFor(endpoint: Endpoint, file: string): { href: string; sameOrigin: true; path: string } | { href: string; sameOrigin: false } {
  if (endpoint.viaProxy) {
    const upstream = endpoint.upstream.replace(/\/+$/, '');
    if (file.startsWith(`${upstream}/`) && !file.includes('?')) {
      const path = file.slice(upstream.length);
      return { href: `${endpoint.base}${path}`, sameOrigin: true, path };
    }
  }
  return { href: file, sameOrigin: false };
}
