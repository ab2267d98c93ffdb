import type { RouteObject } from 'react-router';
import { RouteErrorElement } from './lazy-elements.tsx';
import { routeModules } from './route-modules.ts';
import { Shell } from './shell.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy' | 'errorElement'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  errorElement: <RouteErrorElement />,
});

/** One lazy chunk per page; each has its own error element. */
const dataPages: RouteObject[] = [
  { path: 'colleges', ...page(routeModules.colleges) },
  { path: 'colleges/:id', ...page(routeModules.collegeDetail) },
  { path: 'jobs', ...page(routeModules.jobs) },
  { path: 'jobs/:slug', ...page(routeModules.jobDetail) },
  { path: 'swap', ...page(routeModules.swap) },
  { path: 'upload', ...page(routeModules.upload) },
  { path: 'countries', ...page(routeModules.countries) },
  { path: 'countries/:code', ...page(routeModules.countryDetail) },
  { path: 'bpi', ...page(routeModules.bpi) },
  { path: 'coffee', ...page(routeModules.coffee) },
  { path: 'settings', ...page(routeModules.settings) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteErrorElement />,
    children: [
      // The overview renders its cards before TanStack Query arrives (first-load budget).
      { index: true, ...page(routeModules.overview) },
      { ...page(routeModules.dataLayout), children: dataPages },
      { path: '*', ...page(routeModules.notFound) },
    ],
  },
];
