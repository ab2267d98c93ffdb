import { defineService, defineSetting } from '../../shared/registry/descriptor.ts';

export const uploadMaxMbSetting = defineSetting({
  key: 'uploadMaxMb',
  kind: 'number',
  label: 'Upload size limit',
  unit: 'MB',
  min: 1,
  max: 100,
  defaultValue: 100,
  maxMessage: 'tmpfiles.org accepts 100 MB at most',
});

export const upload = defineService({
  id: 'upload',
  title: 'Upload',
  summary: 'Drop files, get temporary share links.',
  provider: 'tmpfiles.org',
  home: '/upload',
  pages: [
    { id: 'upload', path: 'upload', module: './route.tsx' },
    { id: 'uploadOpen', path: 'upload/open', module: './open-route.tsx', ownChunk: true },
  ],
  upstreams: [
    {
      id: 'upload',
      name: 'Upload',
      label: 'Upload',
      defaultBaseUrl: 'https://tmpfiles.org/api/v1',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'POST', path: '/upload' }],
      proxyMaxRequestBytes: 101 * 1024 * 1024,
    },
    {
      // The open page's downloads of encrypted shares (/dl/ is the host's direct file link).
      id: 'upload-files',
      name: 'tmpfiles.org downloads',
      label: 'Upload downloads (private shares)',
      defaultBaseUrl: 'https://tmpfiles.org',
      viaProxyByDefault: true,
      proxyAllow: [{ method: 'GET', path: '/dl/\\d{1,12}/[A-Za-z0-9][A-Za-z0-9._-]{0,200}' }],
      // tmpfiles' own limit, 100 MB a file, as it counts megabytes.
      proxyMaxResponseBytes: 100_000_000,
    },
  ],
  status: './overview-status.tsx',
  tiles: { module: './tiles.tsx', kinds: [{ id: 'shares', path: 'upload', title: 'Shares sent from this browser' }] },
  exclusivePackages: ['react-dropzone', 'file-selector', 'attr-accept', 'fflate'],
  offline: 'Uploading and opening shares need the network; your share history stays available.',
  saves: 'upload history',
  settings: [uploadMaxMbSetting],
  demo: {
    module: './fake/mocks.ts',
    routes: [
      { method: 'POST', path: '*/upload' },
      { method: 'GET', path: '*/dl/:id/:name' },
    ],
  },
});
