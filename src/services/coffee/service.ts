import { defineService } from '../../shared/registry/descriptor.ts';

export const coffee = defineService({
  id: 'coffee',
  title: 'Coffee',
  summary: 'A random coffee picture, and another.',
  provider: 'coffee.alexflipnote.dev',
  home: '/coffee',
  pages: [{ id: 'coffee', path: 'coffee', module: './route.tsx', loader: 'loadPicture', paintsData: true }],
  upstreams: [
    {
      id: 'coffee',
      name: 'Coffee',
      label: 'Coffee',
      defaultBaseUrl: 'https://coffee.alexflipnote.dev',
      // The coffee host sends no CORS headers, so its JSON travels through the proxy.
      viaProxyByDefault: true,
      proxyAllow: [
        { method: 'GET', path: '/random\\.json' },
        // The picture files, for the same-origin download link (browsers ignore `download` cross-origin).
        { method: 'GET', path: '/[A-Za-z0-9_-]{11}_coffee\\.(?:png|jpe?g|gif|webp)' },
      ],
      proxyMaxResponseBytes: 20 * 1024 * 1024,
      // Pictures load as <img> from the host itself, whichever way the JSON travels.
      servesImages: true,
    },
  ],
  status: './overview-status.tsx',
  tiles: { module: './tiles.tsx', kinds: [{ id: 'picture', path: 'coffee', title: 'Coffee' }] },
  palette: './palette.ts',
  offline: 'New pictures need the network.',
  settings: [],
  demo: {
    module: './fake/mocks.ts',
    routes: [
      { method: 'GET', path: '*/random.json' },
      { method: 'GET', path: '*/random' },
      { method: 'GET', path: '\\/[A-Za-z0-9_-]{11}_coffee\\.jpg(\\?.*)?$', regex: true },
    ],
    needsWorker: true,
  },
});
