import type { ServiceParts } from '../../shared/registry/parts.ts';
import { jobs } from './service.ts';

export default {
  service: jobs,
  pages: {
    jobs: { component: () => import('./route.tsx'), loader: () => import('./loader.ts').then((module) => module.loadJobs) },
    saved: { component: () => import('./saved-route.tsx') },
    job: { component: () => import('./detail-route.tsx') },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  palette: () => import('./palette.ts').then((module) => module.jobsPalette),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./fake/mocks.ts').then((module) => module.jobsHandlers) : undefined,
} satisfies ServiceParts<typeof jobs>;
