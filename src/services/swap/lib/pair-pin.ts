import { CANONICAL_GRAMMAR } from '../../../shared/lib/decimal.ts';
import { checkAddress, looksLikeAddress, NATIVE_TOKEN, sameAddress, toChecksumAddress } from './address.ts';
import { parseAmount } from './amount.ts';
import { chainById, type Chain } from './chains.ts';
import type { SwapForm } from './default-form.ts';
import { formFromSearch } from './form-url.ts';
import { parseDecimals, resolveToken, shortAddress, type PriceParams } from './form.ts';
import { parseSlippage } from './slippage.ts';
import type { Token, TokensByChain } from './tokens.ts';
import type { swapPairTile } from '../service.ts';
import type { PinDescription } from '../../../shared/board/pin-button.tsx';

/** A token symbol as a tile shows it: a few printable characters. */
const SYMBOL = /^[^\p{Cc}\p{Z}][^\p{Cc}]{0,31}$/u;

type TokenInfo = Pick<Token, 'symbol' | 'decimals'>;

/** What the page hands to the pin of a pair it has resolved. */
export const pairDetails = (sell: TokenInfo, buy: TokenInfo): Record<(typeof swapPairTile.details)[number], string> => ({
  sellSymbol: sell.symbol,
  sellDecimals: String(sell.decimals),
  buySymbol: buy.symbol,
  buyDecimals: String(buy.decimals),
});

/** The pin's first title: `Swap · 1 ETH → USDC`, or `Swap · ETH → 100 USDC` when the amount bought is fixed. */
export function pairTitle(form: SwapForm, sell: TokenInfo, buy: TokenInfo): string {
  const amount = form.amount.trim();
  return form.side === 'sell' ? `Swap · ${amount} ${sell.symbol} → ${buy.symbol}` : `Swap · ${sell.symbol} → ${amount} ${buy.symbol}`;
}

/**
 * What the page says when it pins a view: its title and its tokens' symbols and decimals, read
 * from the token list and the decimals typed for custom tokens.
 * Undefined while the list is loading or a token does not resolve: the tile then says what is missing.
 */
export function describePair(
  search: URLSearchParams,
  tokenList: TokensByChain | undefined,
  typedDecimals: { sell: string; buy: string },
): PinDescription | undefined {
  const form = formFromSearch(search);
  const chainId = Number(form.chainId);
  const tokens = tokenList?.get(chainId);
  if (!tokens) return undefined;
  const sell = resolveToken(form.sellToken, tokens, chainId, typedDecimals.sell);
  const buy = resolveToken(form.buyToken, tokens, chainId, typedDecimals.buy);
  if (!sell.ok || !buy.ok) return undefined;
  return { title: pairTitle(form, sell.token, buy.token), details: pairDetails(sell.token, buy.token) };
}

export type PairPin =
  | { ok: true; form: SwapForm; chain: Chain; sell: Token; buy: Token; params: PriceParams }
  | {
      ok: false;
      problem: string;
      /** A received pin names a token the list does not know: the person may take the link's decimals for it. */
      askToTrust?: boolean;
    };

/** How far the pin's details are believed for a token the list does not know. */
export type DetailsTrust = 'own' | 'received';

/**
 * A pinned token: the chain's token list names it when it knows the address (the details are then
 * only a hint and never override it). A token the list does not know is a custom token, whose
 * symbol and decimals only the details give: believed when the person pinned it here, not when it
 * came with a link or a file.
 */
function pinnedToken(
  side: 'sell' | 'buy',
  text: string,
  details: Readonly<Record<string, string>>,
  chainId: number,
  listed: readonly Token[],
  trust: DetailsTrust,
): Token | { problem: string; askToTrust?: boolean } {
  const which = side === 'sell' ? 'The token sold' : 'The token bought';
  if (!looksLikeAddress(text)) return { problem: `${which} is not named by its address.` };
  const checked = checkAddress(text);
  if (!checked.ok) return { problem: `${which}: ${checked.error}.` };
  const address = toChecksumAddress(checked.address);
  const known = listed.find((token) => sameAddress(token.address, address));
  if (known) return { ...known, address };
  const symbol = details[`${side}Symbol`];
  const decimals = details[`${side}Decimals`];
  if (symbol === undefined || decimals === undefined)
    return { problem: `${which} (${shortAddress(address)}) is not in the token list, and this pin does not say its symbol and decimals.` };
  if (!SYMBOL.test(symbol)) return { problem: `${which} has no readable symbol in this pin.` };
  const places = parseDecimals(decimals);
  if (places === undefined) return { problem: `${which} has no valid decimals in this pin (a whole number from 0 to 36).` };
  if (trust === 'received') {
    return {
      problem: `${which} (${shortAddress(address)}) is not in the token list. The link says it is ${symbol} with ${places} decimals; a wrong count would misstate every amount.`,
      askToTrust: true,
    };
  }
  return { chainId, address, symbol, name: symbol, decimals: places, custom: true, ...(sameAddress(address, NATIVE_TOKEN) ? { native: true } : {}) };
}

/**
 * A pinned pair as its tile asks for it, from the canonical query string, the chain's token list
 * (as the page resolves it) and, for a token the list does not know, the pin's details; or what
 * is wrong with it. The price request is the one the page makes for the same view: checksummed
 * addresses, base units, slippage only when not Auto.
 */
export function readPairPin(search: URLSearchParams, details: Readonly<Record<string, string>>, tokenList: TokensByChain, trust: DetailsTrust): PairPin {
  const form = formFromSearch(search);
  const chain = chainById(Number(form.chainId));
  if (!chain) return { ok: false, problem: 'The chain in this pin is not one the swap page offers.' };
  const listed = tokenList.get(chain.id) ?? [];
  const sell = pinnedToken('sell', form.sellToken, details, chain.id, listed, trust);
  if ('problem' in sell) return { ok: false, ...sell };
  const buy = pinnedToken('buy', form.buyToken, details, chain.id, listed, trust);
  if ('problem' in buy) return { ok: false, ...buy };
  if (sell.address === buy.address) return { ok: false, problem: 'The pin sells and buys the same token.' };
  const slippage = parseSlippage(form.slippage);
  if (!slippage.ok) return { ok: false, problem: `Slippage: ${slippage.error}.` };
  const fixed = form.side === 'sell' ? sell : buy;
  const amount = parseAmount(form.amount, fixed.decimals, fixed.symbol, CANONICAL_GRAMMAR);
  if (!amount.ok) return { ok: false, problem: `Amount: ${amount.error}.` };
  const base = amount.value.toString();
  const params: PriceParams = {
    chainId: chain.id,
    sellToken: sell.address,
    buyToken: buy.address,
    ...(form.side === 'sell' ? { sellAmount: base } : { buyAmount: base }),
    ...(slippage.auto ? {} : { slippageBps: slippage.bps }),
  };
  return { ok: true, form, chain, sell, buy, params };
}
