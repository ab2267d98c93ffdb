import { amountForUrl } from '../../../shared/lib/amount.ts';
import { useEffect } from 'react';
import type { SwapForm } from '../lib/form.ts';
import { pairOf, rememberPair } from '../lib/recent-pairs.ts';
import type { Token } from '../lib/tokens.ts';

/**
 * Records the pair once 0x has priced it, for the command palette's recent pairs. Only list
 * tokens: a custom token's decimals are not in the link, so its pair could not quote at once.
 * The refresh of the same quote records nothing new.
 */
export function useRememberPricedPair(priced: boolean, sell: Token | undefined, buy: Token | undefined, form: Pick<SwapForm, 'amount' | 'side'>) {
  const pair = priced && sell && buy && !sell.custom && !buy.custom ? pairOf(sell, buy, amountForUrl(form.amount), form.side) : undefined;
  const id = pair ? JSON.stringify(pair) : undefined;
  useEffect(() => {
    if (id) rememberPair(JSON.parse(id) as NonNullable<typeof pair>);
  }, [id]);
}
