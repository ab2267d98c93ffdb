import { defineService, defineSetting } from '../../shared/registry/descriptor.ts';
import { DEFAULT_DISTANCE, DEFAULT_SORT } from './lib/search-defaults.ts';

export const collegesKeySetting = defineSetting({
  key: 'collegesApiKey',
  kind: 'text',
  label: 'College Scorecard API key',
  placeholder: 'DEMO_KEY unless the build sets one',
  hint: 'A free personal key lifts the limit to 1,000 requests an hour:',
  hintLink: { href: 'https://api.data.gov/signup/', text: 'api.data.gov/signup' },
});

export const colleges = defineService({
  id: 'colleges',
  title: 'Colleges',
  summary: 'Search, filter and compare U.S. institutions.',
  provider: 'College Scorecard (api.data.gov)',
  home: '/colleges',
  pages: [
    { id: 'colleges', path: 'colleges', module: './route.tsx', loader: 'loadSchools' },
    { id: 'collegesCompare', path: 'colleges/compare', title: 'Compare schools', module: './compare-route.tsx', loader: 'loadComparison', ownChunk: true },
    { id: 'college', path: 'colleges/:id', module: './detail-route.tsx', loader: 'loadSchool', ownChunk: true },
  ],
  upstreams: [
    {
      id: 'colleges',
      name: 'Colleges',
      label: 'Colleges',
      defaultBaseUrl: 'https://api.data.gov/ed/collegescorecard/v1',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'GET', path: '/schools' }],
      publicKey: { env: 'VITE_COLLEGES_API_KEY', defaultValue: 'DEMO_KEY' },
      keySetting: collegesKeySetting,
    },
  ],
  status: './overview-status.tsx',
  tiles: {
    module: './tiles.tsx',
    kinds: [
      {
        id: 'search',
        path: 'colleges',
        title: 'Colleges',
        params: ['name', 'state', 'ownership', 'size', 'sort', 'closed', 'zip', 'distance', 'degree', 'cost', 'admit', 'program'],
        defaults: { sort: DEFAULT_SORT, distance: String(DEFAULT_DISTANCE) },
      },
      { id: 'compare', path: 'colleges/compare', title: 'Compare', params: ['ids', 'program'], unorderedLists: ['ids'] },
    ],
  },
  palette: './palette.ts',
  // The U.S. shapes load with a map view or a school's page, never elsewhere.
  exclusivePackages: ['us-atlas'],
  offline: 'Schools already loaded show from this browser; new searches, pages and comparisons need the network.',
  saves: 'the compare tray',
  settings: [collegesKeySetting],
  demo: { module: './fake/mocks.ts', routes: [{ method: 'GET', path: '*/schools' }] },
});
