import type { ServiceParts } from '../../shared/registry/parts.ts';
import { coffee } from './service.ts';

export default {
  service: coffee,
  pages: {
    coffee: { component: () => import('./route.tsx'), loader: () => import('./loader.ts').then((module) => module.loadPicture) },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  palette: () => import('./palette.ts').then((module) => module.coffeePalette),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./fake/mocks.ts').then((module) => module.coffeeHandlers) : undefined,
} satisfies ServiceParts<typeof coffee>;
