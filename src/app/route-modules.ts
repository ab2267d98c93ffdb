import type { RoutePrefetch } from '../shared/lib/route-prefetch.ts';

type RouteModule = Promise<{ default: React.ComponentType }>;

/**
 * Remembers what a dynamic import resolved to. A second import() of a loaded module still
 * answers a task later (behind any render the click started); this answers at once.
 */
function remembered<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  return () => {
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
}

/** The code of each page, loaded on navigation or earlier on intent (hover, focus, touch). */
export const routeModules = {
  overview: remembered(() => import('./overview/overview-route.tsx')),
  colleges: remembered(() => import('../services/colleges/route.tsx')),
  collegeDetail: remembered(() => import('../services/colleges/detail-route.tsx')),
  jobs: remembered(() => import('../services/jobs/route.tsx')),
  jobDetail: remembered(() => import('../services/jobs/detail-route.tsx')),
  swap: remembered(() => import('../services/swap/route.tsx')),
  upload: remembered(() => import('../services/upload/route.tsx')),
  countries: remembered(() => import('../services/countries/route.tsx')),
  countryDetail: remembered(() => import('../services/countries/detail-route.tsx')),
  bpi: remembered(() => import('../services/bpi/route.tsx')),
  coffee: remembered(() => import('../services/coffee/route.tsx')),
  settings: remembered(() => import('./settings/settings-route.tsx')),
  dataLayout: remembered(() => import('./data-layout.tsx')),
  notFound: remembered(() => import('./not-found.tsx').then((module) => ({ default: module.NotFound }))),
} satisfies Record<string, () => RouteModule>;

/** What a page asks for first, started by its loader while the page's code loads. */
export const routePrefetches = {
  colleges: remembered(() => import('../services/colleges/prefetch.ts').then((module) => module.prefetchSchools)),
  collegeDetail: remembered(() => import('../services/colleges/prefetch.ts').then((module) => module.prefetchSchool)),
  jobs: remembered(() => import('../services/jobs/prefetch.ts').then((module) => module.prefetchJobs)),
  countries: remembered(() => import('../services/countries/prefetch.ts').then((module) => module.prefetchCountries)),
  countryDetail: remembered(() => import('../services/countries/prefetch.ts').then((module) => module.prefetchCountry)),
  bpi: remembered(() => import('../services/bpi/prefetch.ts').then((module) => module.prefetchPrice)),
} satisfies Partial<Record<keyof typeof routeModules, () => Promise<RoutePrefetch>>>;

export const queryClientModule = remembered(() => import('./query-client.ts'));

const ignore = () => undefined;

const pageOf = (path: string) => (path === '/' ? 'overview' : path.slice(1)) as keyof typeof routeModules;

/** Starts loading a top-level page's code (and, by evaluating it, everything it imports). */
export function prefetchRoute(path: string): Promise<unknown> {
  const page = pageOf(path);
  if (!(page in routeModules)) return Promise.resolve();
  const names: (keyof typeof routeModules)[] = page === 'overview' ? [page] : ['dataLayout', page];
  return Promise.all([...names.map((name) => routeModules[name]().catch(ignore)), prefetchLoader(path)]);
}

/** Loads only what a page's loader needs to send its first request (fetcher, schema, client). */
function prefetchLoader(path: string): Promise<unknown> {
  const page = pageOf(path);
  return page in routePrefetches ? Promise.all([routePrefetches[page as keyof typeof routePrefetches](), queryClientModule()]).catch(ignore) : Promise.resolve();
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
