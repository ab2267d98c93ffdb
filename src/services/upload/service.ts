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
  pages: [{ id: 'upload', path: 'upload', module: './route.tsx' }],
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
  ],
  status: './overview-status.tsx',
  exclusivePackages: ['react-dropzone', 'file-selector', 'attr-accept'],
  offline: 'Uploading and opening shares need the network; your share history stays available.',
  settings: [uploadMaxMbSetting],
  demo: { module: './mocks.ts', routes: [{ method: 'POST', path: '*/upload' }] },
});
