import type { ServiceParts } from '../../shared/registry/parts.ts';
import { countries } from './service.ts';

export default {
  service: countries,
  pages: {
    countries: { component: () => import('./route.tsx'), loader: () => import('./loader.ts').then((module) => module.loadCountries) },
    'countries-console': { component: () => import('./console-route.tsx') },
    'countries-language': {
      component: () => import('./language-route.tsx'),
      loader: () => import('./loader.ts').then((module) => module.loadLanguage),
    },
    country: { component: () => import('./detail-route.tsx'), loader: () => import('./loader.ts').then((module) => module.loadCountry) },
  },
  status: () => import('./overview-status.tsx'),
  tiles: () => import('./tiles.tsx').then((module) => module.tiles),
  palette: () => import('./palette.ts').then((module) => module.countriesPalette),
  demoHandlers: import.meta.env.VITE_MSW === '1' ? () => import('./fake/mocks.ts').then((module) => module.countriesHandlers) : undefined,
} satisfies ServiceParts<typeof countries>;
