import { defineService } from '../../shared/registry/descriptor.ts';

export const countries = defineService({
  id: 'countries',
  title: 'Countries',
  summary: 'Every country: languages, currencies, calling codes.',
  provider: 'Countries GraphQL API',
  home: '/countries',
  pages: [
    { id: 'countries', path: 'countries', module: './route.tsx', prefetch: './prefetch.ts', opensOnData: true },
    { id: 'country', path: 'countries/:code', module: './detail-route.tsx', prefetch: './prefetch.ts' },
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
  palette: './palette.ts',
  exclusivePackages: ['urql', '@urql', 'graphql', 'wonka'],
  offline: 'Countries already loaded show from this browser; new queries need the network.',
  settings: [],
  demo: { module: './mocks.ts', routes: [{ method: 'POST', path: '*/graphql' }] },
});
