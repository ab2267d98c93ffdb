import { matchRoutes } from 'react-router';
import type { PageLoader } from '../shared/lib/route-loader.ts';
import type { LazyComponent } from '../shared/registry/parts.ts';
import { serviceParts } from './service-parts.ts';

/** A dynamic import made once; `loaded()` reads its value synchronously once it has arrived. */
export interface Remembered<T> {
  (): Promise<T>;
  loaded(): T | undefined;
}

/**
 * Remembers what a dynamic import resolved to. A second import() of a loaded module still
 * answers a task later (behind any render the click started); this answers at once.
 */
function remembered<T>(load: () => Promise<T>): Remembered<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  const get = () => {
    if (loaded) return Promise.resolve(loaded.value);
    pending ??= load().then(
      (value) => (loaded = { value }).value,
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(get, { loaded: () => loaded?.value });
}

export interface PageModules {
  /** Router path without the leading slash; '' for the overview. */
  path: string;
  component: Remembered<Awaited<ReturnType<LazyComponent>>>;
  /** The page's loader: its first data, started as a navigation to the page begins. */
  loader?: Remembered<PageLoader>;
  /** Served under the data layout (the query client). */
  usesData: boolean;
}

/** The app's own pages, beside the services' pages. */
export const appPages = {
  overview: { path: '', component: remembered(() => import('./overview/overview-route.tsx')), usesData: false },
  settings: { path: 'settings', component: remembered(() => import('./settings/settings-route.tsx')), usesData: true },
} satisfies Record<string, PageModules>;

/** Every service's pages, in the registry's order, each page's code loaded once. */
export const servicePages: PageModules[] = serviceParts.flatMap(({ service, pages }) =>
  service.pages.map((page) => {
    const parts = pages[page.id]!;
    return { path: page.path, component: remembered(parts.component), loader: parts.loader && remembered(parts.loader), usesData: true };
  }),
);

export const dataLayoutModule = remembered(() => import('./data-layout.tsx'));
export const notFoundModule = remembered(() => import('./not-found.tsx').then((module) => ({ default: module.NotFound })));
export const loaderContextModule = remembered(() => import('./loader-context.ts'));

const ignore = () => undefined;

const pageRoutes = [appPages.overview, ...servicePages, appPages.settings].map((page) => ({ path: `/${page.path}`, page }));

/** The page a URL shows and its parameters, ranked by React Router's own matching (as the app's routes are). */
function matchPage(pathname: string): { page: PageModules; params: Record<string, string | undefined> } | undefined {
  const match = matchRoutes(pageRoutes, pathname)?.at(-1);
  return match && { page: match.route.page, params: match.params };
}

const pageAt = (pathname: string): PageModules | undefined => matchPage(pathname)?.page;

/**
 * Loads the code the page at this URL renders with (the data layout, the page and its loader), so
 * the first render shows the page itself: a page first shown as a Suspense fallback is revealed
 * no sooner than 300 ms later (React batches reveals), which holds back its largest paint.
 * Resolves after `capMs` at the latest, so a slow network still paints the shell; a failed
 * download resolves too, and the page's error boundary then says what failed.
 */
export function loadPageCode(pathname: string, capMs: number): Promise<void> {
  const page = pageAt(pathname);
  if (!page) return Promise.resolve();
  return Promise.race([Promise.all([pageCode(page), prefetchLoader(pathname)]).then(ignore), new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

/** The page's code and, under the data layout, the layout's; a failed download resolves too. */
const pageCode = (page: PageModules): Promise<unknown> =>
  Promise.all([page.component(), ...(page.usesData ? [dataLayoutModule()] : [])].map((load) => load.catch(ignore)));

/** Starts loading a page's code (and, by evaluating it, everything it imports). */
export function prefetchRoute(path: string): Promise<unknown> {
  const page = pageAt(path);
  return page ? Promise.all([pageCode(page), prefetchLoader(path)]) : Promise.resolve();
}

/** Loads only what a page's loader needs to send its first request (fetcher, schema, client). */
function prefetchLoader(path: string): Promise<unknown> {
  const loader = pageAt(path)?.loader;
  return loader ? Promise.all([loader(), loaderContextModule()]).catch(ignore) : Promise.resolve();
}

/**
 * Loads the data of the view at this URL (an app path with its query string) through the page's
 * loader, as a navigation to it does: the view's code need not be loaded. Settles when the
 * loader's data has settled (a failure stays in the query cache for the view to show); a URL
 * whose page has no loader settles at once.
 */
export function loadView(url: string): Promise<void> {
  const { pathname, search } = new URL(url, 'http://app.invalid');
  const match = matchPage(pathname);
  if (!match?.page.loader) return Promise.resolve();
  const request = { params: match.params, search: new URLSearchParams(search) };
  const load = match.page.loader.loaded();
  const context = loaderContextModule.loaded()?.loaderContextNow();
  // A warmed app has everything at hand: the request leaves now, not a few promise turns later.
  if (load && context) return load(context, request).then(ignore);
  return Promise.all([match.page.loader(), loaderContextModule()]).then(async ([loadLater, { loaderContext }]) => {
    await loadLater(await loaderContext(), request);
  });
}

/**
 * Warms what each page's loader needs, one page at a time while the browser is idle, so a click
 * sends its request at once, while the page's own code loads beside it (pointing at or focusing a
 * link warms that page's code too). It starts at the person's first input, not at load: until
 * then the page's own data has the network to itself. Skipped when the user asks to save data or
 * the connection is slow.
 */
export function warmRoutesOnFirstInput(paths: string[]): () => void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  if (connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '')) return () => undefined;
  let stopped = false;
  const idle = (next: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(next, { timeout: 3000 }) : window.setTimeout(next, 200));
  const warmFrom = (index: number) => {
    const path = paths[index];
    if (path !== undefined && !stopped) idle(() => void prefetchLoader(path).then(() => warmFrom(index + 1)));
  };
  const inputs = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
  const stopListening = () => inputs.forEach((type) => window.removeEventListener(type, start));
  const start = () => {
    stopListening();
    warmFrom(0);
  };
  inputs.forEach((type) => window.addEventListener(type, start, { passive: true }));
  // The shell unmounting (a test's cleanup) also ends a warm-up under way.
  return () => {
    stopped = true;
    stopListening();
  };
}
