import type { ServiceParts } from '../../shared/registry/parts.ts';
import { colleges } from './service.ts';

export default {
  service: colleges,
  pages: {
    colleges: { component: () => import('./route.tsx'), loader: () => import('./loader.ts').then((module) => module.loadSchools) },
    collegesCompare: {
      component: () => import('./compare-route.tsx'),
      loader: () => import('./loader.ts').then((module) => module.loadComparison),
    },
    college: { component: () => import('./detail-route.tsx'), loader: () => import('./loader.ts').then((module) => module.loadSchool) },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  palette: () => import('./palette.ts').then((module) => module.collegesPalette),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./fake/mocks.ts').then((module) => module.collegesHandlers) : undefined,
} satisfies ServiceParts<typeof colleges>;
