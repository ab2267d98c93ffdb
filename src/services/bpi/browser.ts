import type { ServiceParts } from '../../shared/registry/parts.ts';
import { bpi } from './service.ts';

export default {
  service: bpi,
  pages: {
    bpi: { component: () => import('./route.tsx'), loader: () => import('./loader.ts').then((module) => module.loadPrice) },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  palette: () => import('./palette.ts').then((module) => module.bpiPalette),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./fake/mocks.ts').then((module) => module.bpiHandlers) : undefined,
  demoSocketHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./fake/stream-mocks.ts').then((module) => module.bpiStreamHandlers) : undefined,
} satisfies ServiceParts<typeof bpi>;
