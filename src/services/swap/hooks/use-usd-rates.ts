import { useQueries } from '@tanstack/react-query';
import { usePageVisible } from '../../../shared/hooks/use-page-visible.ts';
import { usdRateQuery, USD_RATE_MAX_AGE_MS } from '../api/market.ts';
import { parseDecimal } from '../../../shared/lib/decimal.ts';
import type { UsdRate } from '../lib/usd.ts';
import { usdSymbolFor } from '../lib/usd-symbols.ts';
import type { Token } from '../lib/tokens.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

export interface UsdRates {
  /** The rate for a token, by its Coinbase symbol. */
  rateOf: (token: Token | undefined) => UsdRate;
  /** The first failure, for the notice that explains missing dollar values. */
  error: unknown;
}

/**
 * Dollar rates for the tokens on screen, one cached query per Coinbase symbol. `enabled` follows
 * the quote: the rates are asked alongside it once the input has settled, never per keystroke,
 * and each symbol at most once a minute (its cache lives 60 s).
 */
export function useUsdRates(tokens: (Token | undefined)[], enabled: boolean): UsdRates {
  const visible = usePageVisible();
  const market = useEndpoint('market');
  const symbols = [...new Set(tokens.flatMap((token) => (token ? [usdSymbolFor(token)] : [])).filter((symbol) => symbol !== undefined))];
  const queries = useQueries({
    queries: symbols.map((symbol) => ({
      ...usdRateQuery(market, symbol),
      enabled,
      refetchInterval: visible && enabled ? USD_RATE_MAX_AGE_MS : false,
    })),
  });
  const bySymbol = new Map(symbols.map((symbol, index) => [symbol, queries[index]!]));
  const rateOf = (token: Token | undefined): UsdRate => {
    const symbol = token && usdSymbolFor(token);
    const query = symbol ? bySymbol.get(symbol) : undefined;
    if (!token || !symbol) return { state: 'unlisted' };
    if (!query) return { state: 'loading' };
    // A failed refresh never leaves an older number on screen without its age: it says unavailable.
    if (query.isError) return { state: 'unavailable' };
    if (!query.data) return { state: 'loading' };
    if ('unlisted' in query.data) return { state: 'unlisted' };
    const usd = parseDecimal(query.data.usd);
    return usd ? { state: 'known', usd } : { state: 'unavailable' };
  };
  return { rateOf, error: queries.find((query) => query.isError)?.error };
}
