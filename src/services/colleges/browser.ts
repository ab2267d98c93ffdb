import type { ServiceParts } from '../../shared/registry/parts.ts';
import { colleges } from './service.ts';

export default {
  service: colleges,
  pages: {
    colleges: { component: () => import('./route.tsx'), prefetch: () => import('./prefetch.ts').then((module) => module.prefetchSchools) },
    collegesCompare: {
      component: () => import('./compare-route.tsx'),
      prefetch: () => import('./prefetch.ts').then((module) => module.prefetchComparison),
    },
    college: { component: () => import('./detail-route.tsx'), prefetch: () => import('./prefetch.ts').then((module) => module.prefetchSchool) },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  palette: () => import('./palette.ts').then((module) => module.collegesPalette),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./mocks.ts').then((module) => module.collegesHandlers) : undefined,
} satisfies ServiceParts<typeof colleges>;
