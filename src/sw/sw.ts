/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { pageHtmlFiles } from '../shared/lib/page-html.ts';

/**
 * The app's service worker (normal builds only): it precaches the shell and every page's code, and
 * answers navigations with the page's own HTML, as the server does, so the app opens offline.
 * Upstream requests and /proxy are never handled here: the persisted query cache owns data.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * `/jobs` opens from `jobs.html` (with that page's preload links) and `/jobs/<slug>` from
 * `jobs/_.html` when the build wrote them, as the server does; anything else from index.html.
 */
async function pageHtml(url: URL): Promise<Response> {
  for (const file of pageHtmlFiles(url.pathname)) {
    const page = await matchPrecache(file);
    if (page) return page;
  }
  return (await matchPrecache('/index.html')) ?? fetch(url);
}

registerRoute(new NavigationRoute(({ url }) => pageHtml(url), { denylist: [/^\/proxy\//] }));

// A new version waits until the person chooses "Reload" (the page posts SKIP_WAITING).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== 'SKIP_WAITING') return;
  event.waitUntil(self.skipWaiting());
});
// A demo build's mock worker left on this origin is replaced at once: it is not a version of this
// app the person could be in the middle of using.
self.addEventListener('install', () => {
  if (self.registration.active?.scriptURL.endsWith('/mockServiceWorker.js')) void self.skipWaiting();
});
// The first install takes control at once, so the first visit already opens offline next time.
clientsClaim();
