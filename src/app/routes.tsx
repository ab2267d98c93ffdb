import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RoutePrefetch } from '../shared/lib/route-prefetch.ts';
import { PageLoading, RouteErrorElement } from './lazy-elements.tsx';
import { queryClientModule, routeModules, routePrefetches } from './route-modules.ts';
import { Shell } from './shell.tsx';

/** A loader that starts the page's first request and returns at once (see RoutePrefetch). */
const prefetching = (load: () => Promise<RoutePrefetch>) => async () => {
  const [prefetch, { getQueryClient }] = await Promise.all([load(), queryClientModule()]);
  return ({ request, params }: LoaderFunctionArgs) => {
    prefetch(getQueryClient(), { url: new URL(request.url), params });
    return null;
  };
};

/** One lazy chunk per page, loaded beside its loader's; each page has its own error element. */
const page = (
  load: () => Promise<{ default: React.ComponentType }>,
  prefetch?: () => Promise<RoutePrefetch>,
): Pick<RouteObject, 'lazy' | 'errorElement' | 'shouldRevalidate' | 'hydrateFallbackElement'> => ({
  lazy: {
    Component: async () => (await load()).default,
    ...(prefetch && { loader: prefetching(prefetch) }),
  },
  // Once a page is showing, it fetches what its URL changes ask for itself. A loader run per
  // filter change would hold each search-param navigation back, and a second quick edit would
  // then start from the URL before the first.
  shouldRevalidate: () => false,
  errorElement: <RouteErrorElement />,
  hydrateFallbackElement: <PageLoading />,
});

const dataPages = (): RouteObject[] => [
  { path: 'colleges', ...page(routeModules.colleges, routePrefetches.colleges) },
  { path: 'colleges/:id', ...page(routeModules.collegeDetail, routePrefetches.collegeDetail) },
  { path: 'jobs', ...page(routeModules.jobs, routePrefetches.jobs) },
  { path: 'jobs/:slug', ...page(routeModules.jobDetail) },
  { path: 'swap', ...page(routeModules.swap) },
  { path: 'upload', ...page(routeModules.upload) },
  { path: 'countries', ...page(routeModules.countries, routePrefetches.countries) },
  { path: 'countries/:code', ...page(routeModules.countryDetail, routePrefetches.countryDetail) },
  { path: 'bpi', ...page(routeModules.bpi, routePrefetches.bpi) },
  { path: 'coffee', ...page(routeModules.coffee) },
  { path: 'settings', ...page(routeModules.settings) },
];

/** Fresh objects per router: the router resolves lazy properties by changing the route objects. */
export const createRoutes = (): RouteObject[] => [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteErrorElement />,
    children: [
      // The overview renders its cards before TanStack Query arrives (first-load budget).
      { index: true, ...page(routeModules.overview) },
      { ...page(routeModules.dataLayout), children: dataPages() },
      { path: '*', ...page(routeModules.notFound) },
    ],
  },
];
