import { pageHtmlFiles } from '../src/shared/lib/page-html.ts';

/** The build's instructions to the servers and the Cloudflare headers file: never files for browsers, nor the app's HTML. */
export const INTERNAL_FILES = new Set(['/server-config.json', '/_headers']);
/** Dot files and folders (.vite/, .assetsignore) and precompressed copies: a 404, never the app's HTML under their name. */
const INTERNAL_NAME = /\/\.|\.(br|gz)$/;

/**
 * The documents that answer a path no file matches, most specific first: a page's own HTML,
 * then index.html (the app routes it). None, so a 404, for a missing asset and for a missing
 * file with an extension unless the browser navigates to it (Accept: text/html). Shared by the
 * Node server's static files and the edge handler behind the platform's assets.
 */
export function fallbackDocuments(path: string, accept: string | null): string[] | undefined {
  if (path.startsWith('/assets/') || INTERNAL_FILES.has(path) || INTERNAL_NAME.test(path)) return undefined;
  const last = path.slice(path.lastIndexOf('/') + 1);
  const hasExtension = last.includes('.');
  if (hasExtension && !accept?.includes('text/html')) return undefined;
  return [...(hasExtension ? [] : pageHtmlFiles(path)), '/index.html'];
}

export const REVALIDATE = 'no-cache';

/** A static 404 or other refusal: plain text, revalidated, never the app's HTML. */
export const plainText = (status: number, text: string, extra: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE, ...extra } });

export const notFoundText = () => plainText(404, 'Not found');
