/**
 * The one set of demo market data every fake upstream answers from (the swap quotes, Coinbase's
 * rates, the bitcoin index, its history and its live feed), so the demo's prices agree: 1 WBTC
 * on /swap is worth what 1 BTC is on /bpi.
 */

/** Bitcoin in US dollars, where every bitcoin mock starts. */
export const BTC_USD = 59_524.4038;

/** Dollar prices of the tokens the demo trades, in micro-dollars (exact). */
export const TOKEN_USD_MICRO: Record<string, bigint> = {
  BTC: BigInt(Math.round(BTC_USD * 1_000_000)),
  WBTC: BigInt(Math.round(BTC_USD * 1_000_000)),
  ETH: 3_412_550_000n,
  WETH: 3_412_550_000n,
  SOL: 145_130_000n,
  USDC: 1_000_000n,
  USDT: 999_800n,
  DAI: 1_000_200n,
  LINK: 14_820_000n,
  UNI: 8_910_000n,
  AAVE: 182_400_000n,
  PAXG: 2_651_300_000n,
  POL: 452_000n,
  WMATIC: 452_000n,
  BNB: 618_300_000n,
  WBNB: 618_300_000n,
  AVAX: 24_710_000n,
  WAVAX: 24_710_000n,
};

/** Units of each currency per US dollar, roughly. */
export const PER_USD: Record<string, number> = {
  USD: 1,
  GBP: 0.773,
  EUR: 0.906,
  JPY: 149.8,
  CHF: 0.882,
  CAD: 1.368,
  AUD: 1.521,
  CNY: 7.19,
  INR: 83.4,
  BRL: 5.41,
  MXN: 18.2,
  SEK: 10.61,
  NOK: 10.83,
  DKK: 6.76,
  PLN: 3.94,
  CZK: 22.9,
  HUF: 359.7,
  KRW: 1371.5,
  SGD: 1.349,
  HKD: 7.81,
  NZD: 1.652,
  ZAR: 18.47,
  TRY: 32.9,
  ILS: 3.71,
  AED: 3.6725,
  SAR: 3.75,
  THB: 35.4,
  IDR: 15987,
  PHP: 57.1,
  MYR: 4.62,
  ARS: 948.5,
  CLP: 931.2,
  COP: 3998,
  NGN: 1498,
  UAH: 41.2,
  ISK: 137.9,
};

/** A token's units per US dollar, from its dollar price (Coinbase lists tokens beside currencies). */
export const tokensPerUsd = (symbol: string) => 1_000_000 / Number(TOKEN_USD_MICRO[symbol]);
