import { TOKEN_USD_MICRO } from '../../../shared/fake/demo-market.ts';
/**
 * A small, fixed market for the demo mocks and the e2e contract server: the token addresses are
 * the real ones (from the token list), the prices are frozen so amounts are reproducible.
 */
export const BLOCKED_TOKEN = { chainId: 1, address: '0x77777FeDdddFfC19Ff86DB637967013e6C6A116C', symbol: 'TORN', decimals: 18 };

/** USD price of one whole token, in millionths of a dollar. */
export const USD_MICRO: Record<string, bigint> = TOKEN_USD_MICRO;

export const STABLES = new Set(['USDC', 'USDT', 'DAI']);

/** [chainId, address, symbol, decimals] */
export const MARKET_TOKENS: [number, string, string, number][] = [
  [1, '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9', 'AAVE', 18],
  [1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI', 18],
  [1, '0x514910771AF9Ca656af840dff83E8264EcF986CA', 'LINK', 18],
  [1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 'UNI', 18],
  [1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 6],
  [1, '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'USDT', 6],
  [1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 'WBTC', 8],
  [1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH', 18],
  [1, '0x45804880De22913dAFE09f4980848ECE6EcbAf78', 'PAXG', 18],
  [8453, '0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb', 'DAI', 18],
  [8453, '0xc3De830EA07524a0761646a6a4e4be0e114a3C83', 'UNI', 18],
  [8453, '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 'USDC', 6],
  [8453, '0x4200000000000000000000000000000000000006', 'WETH', 18],
  [42161, '0xba5DdD1f9d7F570dc94a51479a000E3BCE967196', 'AAVE', 18],
  [42161, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 'DAI', 18],
  [42161, '0xf97f4df75117a78c1A5a0DBb814Af92458539FB4', 'LINK', 18],
  [42161, '0xFa7F8980b0f1E64A2062791cc3b0871572f1F7f0', 'UNI', 18],
  [42161, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 'USDC', 6],
  [42161, '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', 'WBTC', 8],
  [42161, '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 'WETH', 18],
  [10, '0x76FB31fb4af56892A25e32cFC43De717950c9278', 'AAVE', 18],
  [10, '0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 'DAI', 18],
  [10, '0x350a791Bfc2C21F9Ed5d10980Dad2e2638ffa7f6', 'LINK', 18],
  [10, '0x6fd9d7AD17242c41f7131d257212c54A0e816691', 'UNI', 18],
  [10, '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', 'USDC', 6],
  [10, '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 'USDT', 6],
  [10, '0x68f180fcCe6836688e9084f035309E29Bf0A2095', 'WBTC', 8],
  [10, '0x4200000000000000000000000000000000000006', 'WETH', 18],
  [137, '0xD6DF932A45C0f255f85145f286eA0b292B21C90B', 'AAVE', 18],
  [137, '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', 'DAI', 18],
  [137, '0x53E0bca35eC356BD5ddDFebbD1Fc0fD03FaBad39', 'LINK', 18],
  [137, '0xb33EaAd8d922B1083446DC23f610c2567fB5180f', 'UNI', 18],
  [137, '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 'USDC', 6],
  [137, '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 'USDT', 6],
  [137, '0x1BFD67037B42Cf73acF2047067bd4F2C47D9BfD6', 'WBTC', 8],
  [137, '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', 'WETH', 18],
  [137, '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', 'WMATIC', 18],
  [56, '0xfb6115445Bff7b52FeB98650C87f44907E58f802', 'AAVE', 18],
  [56, '0x1AF3F329e8BE154074D8769D1FFa4eE058B1DBc3', 'DAI', 18],
  [56, '0xF8A0BF9cF54Bb92F17374d9e9A321E6a111a51bD', 'LINK', 18],
  [56, '0xBf5140A22578168FD562DCcF235E5D43A02ce9B1', 'UNI', 18],
  [56, '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 'USDC', 18],
  [56, '0x55d398326f99059fF775485246999027B3197955', 'USDT', 18],
  [56, '0x2170Ed0880ac9A755fd29B2688956BD959F933F8', 'WETH', 18],
  [56, '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 'WBNB', 18],
  [43114, '0x63a72806098Bd3D9520cC43356dD78afe5D386D9', 'AAVE', 18],
  [43114, '0x5947BB275c521040051D82396192181b413227A3', 'LINK', 18],
  [43114, '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', 'USDC', 6],
  [43114, '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', 'USDT', 6],
  [43114, '0x50b7545627a5162F82A992c33b87aDc75187B218', 'WBTC', 8],
  [43114, '0x49D5c2BdFfac6CE2BFdB6640F4F80f226bc10bAB', 'WETH', 18],
  [43114, '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7', 'WAVAX', 18],
];

export const CHAIN_MARKET: Record<number, { native: string; gasPrice: bigint; block: bigint; l1Fee: bigint; sources: string[] }> = {
  1: { native: 'ETH', gasPrice: 7_062_490_000n, block: 21_254_113n, l1Fee: 0n, sources: ['Uniswap_V3', 'Curve', 'Balancer_V2', '0x_RFQ'] },
  8453: {
    native: 'ETH',
    gasPrice: 8_150_000n,
    block: 22_961_407n,
    l1Fee: 1_820_000_000_000n,
    sources: ['Aerodrome_V2', 'Uniswap_V3', 'Aerodrome_SlipStream', 'Maverick_V2'],
  },
  42161: {
    native: 'ETH',
    gasPrice: 10_000_000n,
    block: 277_104_512n,
    l1Fee: 2_410_000_000_000n,
    sources: ['Uniswap_V3', 'Camelot_V3', 'Curve', 'Balancer_V2'],
  },
  10: { native: 'ETH', gasPrice: 1_050_000n, block: 128_517_760n, l1Fee: 1_230_000_000_000n, sources: ['Velodrome_V2', 'Uniswap_V3', 'Curve', 'Balancer_V2'] },
  137: { native: 'POL', gasPrice: 31_400_000_000n, block: 64_582_091n, l1Fee: 0n, sources: ['QuickSwap_V3', 'Uniswap_V3', 'Curve', 'Balancer_V2'] },
  56: { native: 'BNB', gasPrice: 1_000_000_000n, block: 44_210_335n, l1Fee: 0n, sources: ['PancakeSwap_V3', 'PancakeSwap_V2', 'Uniswap_V3', 'Thena'] },
  43114: { native: 'AVAX', gasPrice: 25_000_000_000n, block: 53_106_884n, l1Fee: 0n, sources: ['Trader_Joe_V2.2', 'Pangolin', 'Uniswap_V3', 'Curve'] },
};

/** Basis-point taxes a token charges on transfer (PAX Gold takes 0.02 %). */
export const TRANSFER_TAX_BPS: Record<string, bigint> = { PAXG: 2n };
