type RouteModule = Promise<{ default: React.ComponentType }>;

/** The code of each page, loaded on navigation or earlier on intent (hover, focus, touch). */
export const routeModules = {
  overview: () => import('./overview/overview-route.tsx'),
  colleges: () => import('../services/colleges/route.tsx'),
  collegeDetail: () => import('../services/colleges/detail-route.tsx'),
  jobs: () => import('../services/jobs/route.tsx'),
  jobDetail: () => import('../services/jobs/detail-route.tsx'),
  swap: () => import('../services/swap/route.tsx'),
  upload: () => import('../services/upload/route.tsx'),
  countries: () => import('../services/countries/route.tsx'),
  countryDetail: () => import('../services/countries/detail-route.tsx'),
  bpi: () => import('../services/bpi/route.tsx'),
  coffee: () => import('../services/coffee/route.tsx'),
  settings: () => import('./settings/settings-route.tsx'),
  dataLayout: () => import('./data-layout.tsx'),
  notFound: () => import('./not-found.tsx').then((module) => ({ default: module.NotFound })),
} satisfies Record<string, () => RouteModule>;

const byPath: Record<string, (keyof typeof routeModules)[]> = {
  '/': ['overview'],
  '/colleges': ['dataLayout', 'colleges'],
  '/jobs': ['dataLayout', 'jobs'],
  '/swap': ['dataLayout', 'swap'],
  '/upload': ['dataLayout', 'upload'],
  '/countries': ['dataLayout', 'countries'],
  '/bpi': ['dataLayout', 'bpi'],
  '/coffee': ['dataLayout', 'coffee'],
  '/settings': ['dataLayout', 'settings'],
};

/** Starts loading a top-level page's code (and, by evaluating it, everything it imports). */
export function prefetchRoute(path: string) {
  for (const name of byPath[path] ?? []) void routeModules[name]().catch(() => undefined);
}
