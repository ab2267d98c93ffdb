import type { Token } from './tokens.ts';

/**
 * Wrapped natives are priced as the asset they wrap: Coinbase quotes ETH, BTC, POL, AVAX and BNB,
 * and the wrapper is worth one unit of it.
 */
const USD_ALIASES: Readonly<Record<string, string>> = {
  WETH: 'ETH',
  WBTC: 'BTC',
  WMATIC: 'POL',
  WPOL: 'POL',
  MATIC: 'POL',
  WAVAX: 'AVAX',
  WBNB: 'BNB',
};

/** Coinbase currency codes are letters and digits; anything else is never asked for. */
const CODE = /^[A-Z0-9]{1,12}$/;

/** The Coinbase currency that prices a token, or undefined when no code could name it (custom tokens). */
export function usdSymbolFor(token: Pick<Token, 'symbol' | 'custom'>): string | undefined {
  if (token.custom) return undefined;
  const symbol = token.symbol.trim().toUpperCase();
  const aliased = USD_ALIASES[symbol] ?? symbol;
  return CODE.test(aliased) ? aliased : undefined;
}
