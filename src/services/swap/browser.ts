import type { ServiceParts } from '../../shared/registry/parts.ts';
import { swap } from './service.ts';

export default {
  service: swap,
  pages: {
    swap: { component: () => import('./route.tsx'), loader: () => import('./loader.ts').then((module) => module.loadSwap) },
  },
  status: () => import('./overview-status.tsx'),
  palette: () => import('./palette.ts').then((module) => module.swapPalette),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./fake/mocks.ts').then((module) => module.swapHandlers) : undefined,
} satisfies ServiceParts<typeof swap>;
