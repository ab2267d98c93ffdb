import { defineService } from '../../shared/registry/descriptor.ts';
import { DEFAULT_QUERY } from './lib/console/console-url.ts';

export const countries = defineService({
  id: 'countries',
  title: 'Countries',
  summary: 'Every country: languages, currencies, calling codes.',
  provider: 'Countries GraphQL API',
  home: '/countries',
  pages: [
    { id: 'countries', path: 'countries', module: './route.tsx', loader: 'loadCountries' },
    { id: 'countries-console', path: 'countries/console', title: 'GraphQL console', module: './console-route.tsx' },
    { id: 'countries-language', path: 'countries/languages/:code', module: './language-route.tsx', loader: 'loadLanguage' },
    { id: 'country', path: 'countries/:code', module: './detail-route.tsx', loader: 'loadCountry' },
  ],
  upstreams: [
    {
      id: 'countries',
      name: 'Countries',
      label: 'Countries',
      defaultBaseUrl: 'https://countries.trevorblades.com',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'POST', path: '/graphql' }],
    },
  ],
  status: './overview-status.tsx',
  tiles: {
    module: './tiles.tsx',
    kinds: [
      { id: 'country', path: 'countries/:code', title: 'Country' },
      // The console leaves its default query out of the address, so spelled out it is the same pin.
      { id: 'query', path: 'countries/console', title: 'GraphQL query', params: ['query', 'variables'], defaults: { query: DEFAULT_QUERY } },
    ],
  },
  palette: './palette.ts',
  exclusivePackages: ['graphql', '@codemirror', 'cm6-graphql', 'graphql-language-service', '@lezer', 'style-mod', 'w3c-keyname', 'crelt'],
  offline: 'Countries already loaded show from this browser; new queries need the network.',
  saves: 'recent countries and console runs',
  settings: [],
  demo: { module: './fake/mocks.ts', routes: [{ method: 'POST', path: '*/graphql' }] },
});
