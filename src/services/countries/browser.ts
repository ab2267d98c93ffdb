import type { ServiceParts } from '../../shared/registry/parts.ts';
import { countries } from './service.ts';

export default {
  service: countries,
  pages: {
    countries: { component: () => import('./route.tsx'), prefetch: () => import('./prefetch.ts').then((module) => module.prefetchCountries) },
    'countries-console': { component: () => import('./console-route.tsx') },
    'countries-language': {
      component: () => import('./language-route.tsx'),
      prefetch: () => import('./prefetch.ts').then((module) => module.prefetchLanguage),
    },
    country: { component: () => import('./detail-route.tsx'), prefetch: () => import('./prefetch.ts').then((module) => module.prefetchCountry) },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  palette: () => import('./palette.ts').then((module) => module.countriesPalette),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./mocks.ts').then((module) => module.countriesHandlers) : undefined,
} satisfies ServiceParts<typeof countries>;
