import { defineService, defineSetting, type TileKindDescriptor } from '../../shared/registry/descriptor.ts';
import { DEFAULT_FORM, FORM_FIELDS } from './lib/default-form.ts';

export const swapKeySetting = defineSetting({
  key: 'swapApiKey',
  kind: 'secret',
  label: 'Personal 0x API key',
  hint: "Sent as 0x-api-key. Without one, the proxy adds the server's SWAP_API_KEY.",
});

export const swapRefreshSetting = defineSetting({
  key: 'swapRefreshSeconds',
  kind: 'number',
  label: 'Swap quote refresh',
  unit: 's',
  min: 5,
  max: 600,
  defaultValue: 15,
  integer: true,
});

/**
 * A pinned pair is the form's query string: defaults dropped, addresses in lower case (a checksum
 * and its lower-case spelling are one pin). The tile resolves its tokens by address in the chain's
 * token list, as the page does; the symbols and decimals the page hands over matter only for a
 * token the list does not know.
 */
export const swapPairTile = {
  id: 'pair',
  path: 'swap',
  title: 'Swap',
  params: FORM_FIELDS,
  defaults: DEFAULT_FORM,
  caseInsensitive: ['sellToken', 'buyToken'],
  details: ['sellSymbol', 'sellDecimals', 'buySymbol', 'buyDecimals'],
} as const satisfies TileKindDescriptor;

export const swap = defineService({
  id: 'swap',
  title: 'Swap',
  summary: 'Live indicative token swap quotes.',
  provider: '0x Swap API v2',
  home: '/swap',
  pages: [{ id: 'swap', path: 'swap', module: './route.tsx', loader: 'loadSwap' }],
  upstreams: [
    {
      id: 'swap',
      name: 'Swap',
      label: 'Swap',
      defaultBaseUrl: 'https://api.0x.org',
      // 0x's CORS preflight refuses the 0x-* headers every call needs, so browsers reach it only through the proxy.
      viaProxyByDefault: true,
      keySetting: swapKeySetting,
      proxyAllow: [
        { method: 'GET', path: '/swap/allowance-holder/price' },
        { method: 'GET', path: '/swap/permit2/price' },
        { method: 'GET', path: '/swap/chains' },
      ],
      serverSecret: { env: 'SWAP_API_KEY', header: '0x-api-key' },
      // The hosts of the token logos in the bundled token list (a unit test keeps this list complete).
      imageOrigins: [
        'https://assets.coingecko.com',
        'https://coin-images.coingecko.com',
        'https://s2.coinmarketcap.com',
        'https://arbitrum.foundation',
        'https://raw.githubusercontent.com',
        'https://www.geckoterminal.com',
        'https://assets.kraken.com',
        'https://ethereum-optimism.github.io',
        'https://esm.sh',
        'https://basescan.org',
        'https://dynamic-assets.coinbase.com',
      ],
    },
    {
      id: 'market',
      name: 'Coinbase exchange rates',
      label: 'Swap dollar values (Coinbase)',
      defaultBaseUrl: 'https://api.coinbase.com',
      // Whether Coinbase answers browsers across origins is not verified; VITE_MARKET_VIA_PROXY switches.
      viaProxyByDefault: false,
      proxyAllow: [{ method: 'GET', path: '/v2/exchange-rates' }],
    },
  ],
  status: './overview-status.tsx',
  palette: './palette.ts',
  tiles: { module: './tiles.tsx', kinds: [swapPairTile] },
  exclusivePackages: ['@uniswap/default-token-list'],
  offline: 'Quotes are live prices: getting one needs the network.',
  saves: 'recent tokens and pairs',
  settings: [swapKeySetting, swapRefreshSetting],
  demo: {
    module: './fake/mocks.ts',
    routes: [
      { method: 'GET', path: '*/swap/allowance-holder/price' },
      { method: 'GET', path: '*/swap/chains' },
      // Shared with the bitcoin page, whose handler passes on every currency but BTC.
      { method: 'GET', path: '*/v2/exchange-rates' },
    ],
  },
});
