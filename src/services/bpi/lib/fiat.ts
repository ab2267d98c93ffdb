/** ISO 4217 codes that are not money a country issues: precious metals, funds, testing and "no currency". */
const NOT_FIAT = new Set(['XAU', 'XAG', 'XPT', 'XPD', 'XDR', 'XSU', 'XUA', 'XBA', 'XBB', 'XBC', 'XBD', 'XTS', 'XXX']);

let iso: Set<string> | undefined;

/**
 * A currency a bitcoin price is quoted in: an ISO 4217 money that Intl knows. Coinbase's rates list
 * tokens too (BTC, ETH, SOL), which are no currency to show a bitcoin price in.
 */
export function isFiat(code: string): boolean {
  iso ??= new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);
  if (iso.size === 0) return /^[A-Z]{3}$/.test(code) && !NOT_FIAT.has(code) && !['BTC', 'ETH', 'SOL'].includes(code);
  return iso.has(code) && !NOT_FIAT.has(code);
}
