import { describe, expect, it } from 'vitest';
import { defineService } from './descriptor.ts';
import { resolveBuildConfig } from './build-config.ts';

const service = defineService({
  id: 'feed',
  title: 'Feed',
  summary: '',
  provider: '',
  home: '/feed',
  pages: [],
  upstreams: [
    {
      id: 'feed',
      name: 'Feed',
      label: 'Feed',
      defaultBaseUrl: 'https://api.example.com',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'GET', path: '/x' }],
    },
    {
      id: 'feed-stream',
      name: 'Stream',
      label: 'Stream',
      defaultBaseUrl: 'wss://stream.example.com/',
      protocol: 'websocket',
      viaProxyByDefault: false,
      proxyAllow: [],
    },
  ],
  status: './status.tsx',
  settings: [],
  offline: '',
  demo: { module: './mocks.ts', routes: [] },
});

describe('a WebSocket upstream in the build config', () => {
  it('is never proxied, whatever its VIA_PROXY variable says, and keeps its protocol', () => {
    const config = resolveBuildConfig([service], { VITE_FEED_VIA_PROXY: 'true', VITE_FEED_STREAM_VIA_PROXY: 'true' });
    expect(config.upstreams['feed']).toMatchObject({ viaProxy: true, protocol: 'http' });
    expect(config.upstreams['feed-stream']).toMatchObject({ viaProxy: false, protocol: 'websocket', baseUrl: 'wss://stream.example.com' });
  });

  it('takes its address from the naming rule', () => {
    const config = resolveBuildConfig([service], { VITE_FEED_STREAM_BASE_URL: 'ws://127.0.0.1:4510/feed-stream' });
    expect(config.upstreams['feed-stream']?.baseUrl).toBe('ws://127.0.0.1:4510/feed-stream');
  });
});
