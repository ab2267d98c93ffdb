import { defineService, defineSetting } from '../../shared/registry/descriptor.ts';

export const bpiRefreshSetting = defineSetting({
  key: 'bpiRefreshSeconds',
  kind: 'number',
  label: 'Bitcoin price refresh',
  unit: 's',
  min: 10,
  max: 3600,
  defaultValue: 30,
  integer: true,
});

export const bpi = defineService({
  id: 'bpi',
  title: 'Bitcoin',
  summary: 'The bitcoin price in several currencies, live.',
  provider: 'CoinDesk BPI, Coinbase fallback',
  home: '/bpi',
  pages: [{ id: 'bpi', path: 'bpi', module: './route.tsx', prefetch: './prefetch.ts', opensOnData: true }],
  upstreams: [
    {
      id: 'bpi',
      name: 'Bitcoin',
      label: 'Bitcoin',
      defaultBaseUrl: 'https://api.coindesk.com',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'GET', path: '/v2/bpi/currentprice\\.json' }],
    },
    {
      id: 'bpi-fallback',
      name: 'The Coinbase fallback',
      label: 'Bitcoin fallback (Coinbase)',
      defaultBaseUrl: 'https://api.coinbase.com',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'GET', path: '/v2/exchange-rates' }],
    },
  ],
  status: './overview-status.tsx',
  settings: [bpiRefreshSetting],
  demo: {
    module: './mocks.ts',
    routes: [
      { method: 'GET', path: '*/v2/bpi/currentprice.json' },
      { method: 'GET', path: '*/v2/exchange-rates' },
    ],
  },
});
