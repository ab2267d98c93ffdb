import type { ServiceParts } from '../../shared/registry/parts.ts';
import { jobs } from './service.ts';

export default {
  service: jobs,
  pages: {
    jobs: { component: () => import('./route.tsx'), prefetch: () => import('./prefetch.ts').then((module) => module.prefetchJobs) },
    saved: { component: () => import('./saved-route.tsx') },
    job: { component: () => import('./detail-route.tsx') },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  palette: () => import('./palette.ts').then((module) => module.jobsPalette),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./mocks.ts').then((module) => module.jobsHandlers) : undefined,
} satisfies ServiceParts<typeof jobs>;
