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
  provider: 'Coinbase Exchange live feed, CoinDesk BPI, Coinbase fallbacks; history from Coinbase Exchange',
  home: '/bpi',
  pages: [{ id: 'bpi', path: 'bpi', module: './route.tsx', loader: 'loadPrice' }],
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
      name: 'the Coinbase fallback',
      label: 'Bitcoin fallback (Coinbase)',
      defaultBaseUrl: 'https://api.coinbase.com',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'GET', path: '/v2/exchange-rates' }],
    },
    {
      id: 'bpi-history',
      name: 'Coinbase Exchange',
      label: 'Bitcoin history and ticker (Coinbase Exchange)',
      defaultBaseUrl: 'https://api.exchange.coinbase.com',
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'GET', path: '/products/BTC-(USD|EUR|GBP)/(candles|stats|ticker)' }],
    },
    {
      id: 'bpi-stream',
      name: 'The Coinbase Exchange live feed',
      label: 'Bitcoin live feed (Coinbase Exchange WebSocket)',
      defaultBaseUrl: 'wss://ws-feed.exchange.coinbase.com',
      protocol: 'websocket',
      viaProxyByDefault: false,
      proxyAllow: [],
    },
  ],
  exclusivePackages: ['uplot'],
  status: './overview-status.tsx',
  tiles: { module: './tiles.tsx', kinds: [{ id: 'currency', path: 'bpi', title: 'Bitcoin', params: ['currency'], defaults: { currency: 'USD' } }] },
  palette: './palette.ts',
  offline: 'The live price needs the network: the last price shows with its age, and history already loaded stays.',
  saves: 'price alerts',
  settings: [bpiRefreshSetting],
  demo: {
    module: './fake/mocks.ts',
    socketModule: './fake/stream-mocks.ts',
    routes: [
      { method: 'GET', path: '*/v2/bpi/currentprice.json' },
      { method: 'GET', path: '*/v2/exchange-rates' },
      { method: 'GET', path: '*/products/:product/candles' },
      { method: 'GET', path: '*/products/:product/stats' },
      { method: 'GET', path: '*/products/:product/ticker' },
    ],
  },
});
