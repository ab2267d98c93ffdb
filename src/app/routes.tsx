import type { RouteObject } from 'react-router';
import { RouteErrorElement } from './lazy-elements.tsx';
import { Shell } from './shell.tsx';

type RouteModule = Promise<{ default: React.ComponentType }>;
const page = (load: () => RouteModule): Pick<RouteObject, 'lazy' | 'errorElement'> => ({
  lazy: async () => ({ Component: (await load()).default }),
  errorElement: <RouteErrorElement />,
});

/** One lazy chunk per page; each has its own error element. */
const dataPages: RouteObject[] = [
  { path: 'colleges', ...page(() => import('../services/colleges/route.tsx')) },
  { path: 'colleges/:id', ...page(() => import('../services/colleges/detail-route.tsx')) },
  { path: 'jobs', ...page(() => import('../services/jobs/route.tsx')) },
  { path: 'jobs/:slug', ...page(() => import('../services/jobs/detail-route.tsx')) },
  { path: 'swap', ...page(() => import('../services/swap/route.tsx')) },
  { path: 'upload', ...page(() => import('../services/upload/route.tsx')) },
  { path: 'countries', ...page(() => import('../services/countries/route.tsx')) },
  { path: 'countries/:code', ...page(() => import('../services/countries/detail-route.tsx')) },
  { path: 'bpi', ...page(() => import('../services/bpi/route.tsx')) },
  { path: 'coffee', ...page(() => import('../services/coffee/route.tsx')) },
  { path: 'settings', ...page(() => import('./settings/settings-route.tsx')) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteErrorElement />,
    children: [
      // The overview renders its cards before TanStack Query arrives (first-load budget).
      { index: true, ...page(() => import('./overview/overview-route.tsx')) },
      { ...page(() => import('./data-layout.tsx')), children: dataPages },
      { path: '*', ...page(() => import('./not-found.tsx').then((module) => ({ default: module.NotFound }))) },
    ],
  },
];
