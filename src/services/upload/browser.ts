import type { ServiceParts } from '../../shared/registry/parts.ts';
import { upload } from './service.ts';

export default {
  service: upload,
  pages: {
    upload: { component: () => import('./route.tsx') },
    uploadOpen: { component: () => import('./open-route.tsx') },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./fake/mocks.ts').then((module) => module.uploadHandlers) : undefined,
} satisfies ServiceParts<typeof upload>;
