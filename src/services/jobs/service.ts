import { defineService } from '../../shared/registry/descriptor.ts';

export const jobs = defineService({
  id: 'jobs',
  title: 'Jobs',
  summary: 'European and remote jobs, filtered instantly.',
  provider: 'Arbeitnow',
  home: '/jobs',
  pages: [
    { id: 'jobs', path: 'jobs', module: './route.tsx', loader: 'loadJobs', paintsData: true },
    { id: 'saved', path: 'jobs/saved', title: 'Saved jobs', module: './saved-route.tsx', ownChunk: true },
    { id: 'job', path: 'jobs/:slug', module: './detail-route.tsx', ownChunk: true },
  ],
  upstreams: [
    {
      id: 'jobs',
      name: 'Jobs',
      label: 'Jobs',
      defaultBaseUrl: 'https://www.arbeitnow.com',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'GET', path: '/api/job-board-api' }],
    },
  ],
  status: './overview-status.tsx',
  tiles: {
    module: './tiles.tsx',
    kinds: [
      { id: 'search', path: 'jobs', title: 'Jobs', params: ['q', 'remote', 'visa', 'new', 'loc', 'age', 'type', 'tag', 'lang', 'german'] },
      { id: 'saved', path: 'jobs/saved', title: 'Saved jobs' },
    ],
  },
  palette: './palette.ts',
  offline: 'Loaded jobs and your saved jobs stay available; loading more jobs needs the network.',
  saves: 'saved jobs and their notes',
  exclusivePackages: ['tinyld'],
  settings: [],
  demo: { module: './fake/mocks.ts', routes: [{ method: 'GET', path: '*/api/job-board-api' }] },
});
