import { matchPath } from 'react-router';
import type { RoutePrefetch } from '../shared/lib/route-prefetch.ts';
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
  /** What the page asks for first, started by its loader while the page's code loads. */
  prefetch?: () => Promise<RoutePrefetch>;
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
    return { path: page.path, component: remembered(parts.component), prefetch: parts.prefetch && remembered(parts.prefetch), usesData: true };
  }),
);

export const dataLayoutModule = remembered(() => import('./data-layout.tsx'));
export const notFoundModule = remembered(() => import('./not-found.tsx').then((module) => ({ default: module.NotFound })));
export const queryClientModule = remembered(() => import('./query-client.ts'));

const ignore = () => undefined;

/** The page a URL shows, matched as the router matches it: fixed paths before patterns. */
export function pageAt(pathname: string): PageModules | undefined {
  const pages = [appPages.overview, ...servicePages, appPages.settings];
  const byPatternLast = [...pages.filter((page) => !page.path.includes(':')), ...pages.filter((page) => page.path.includes(':'))];
  return byPatternLast.find((page) => matchPath({ path: `/${page.path}`, end: true }, pathname));
}

/**
 * Loads the code the page at this URL renders with (the data layout and the page), so the first
 * render shows the page itself: a page first shown as a Suspense fallback is revealed no sooner
 * than 300 ms later (React batches reveals), which holds back its largest paint. Resolves after
 * `capMs` at the latest, so a slow network still paints the shell; a failed download resolves
 * too, and the page's error boundary then says what failed.
 */
export function loadPageCode(pathname: string, capMs: number): Promise<void> {
  const page = pageAt(pathname);
  if (!page) return Promise.resolve();
  return Promise.race([pageCode(page).then(ignore), new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
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
  const prefetch = pageAt(path)?.prefetch;
  return prefetch ? Promise.all([prefetch(), queryClientModule()]).catch(ignore) : Promise.resolve();
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
