/**
 * Where a page's own HTML (its document with preload links for its code) lives in the build,
 * shared by the build that writes it, the server and the service worker that serve it.
 */

/** The file name that stands for a page's last path parameter: `/colleges/:id` is `colleges/_.html`. */
export const PARAM_PAGE = '_';

/**
 * The HTML files that may hold the page at this URL path, most specific first: `/colleges` →
 * `/colleges.html`; `/colleges/123` → `/colleges/123.html`, `/colleges/_.html`. None for `/` or a
 * path ending in `/` (index.html serves those).
 */
export function pageHtmlFiles(pathname: string): string[] {
  if (pathname === '/' || pathname.endsWith('/')) return [];
  const parent = pathname.slice(0, pathname.lastIndexOf('/'));
  return [`${pathname}.html`, ...(parent ? [`${parent}/${PARAM_PAGE}.html`] : [])];
}
