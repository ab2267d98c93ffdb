/** The most letters a 24 px logo circle holds legibly. */
const MONOGRAM_LENGTH = 4;

/**
 * The letters a token's stand-in logo shows: the whole symbol up to four letters, so USDC, USDT and
 * USDe do not all read "USD"; a longer symbol shows its first four.
 */
export const monogram = (symbol: string) => [...symbol].slice(0, MONOGRAM_LENGTH).join('');
