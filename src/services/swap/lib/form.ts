import { foldText } from '../../../shared/lib/fold-text.ts';
import { checkAddress, looksLikeAddress, sameAddress, toChecksumAddress } from './address.ts';
import { parseAmount } from './amount.ts';
import type { SwapForm } from './default-form.ts';
import { chainById, type Chain } from './chains.ts';
import { parseSlippage } from './slippage.ts';
import type { Token } from './tokens.ts';

export type { Side, SwapForm } from './default-form.ts';

/** What the price request needs: addresses and one base-unit amount. */
export interface PriceParams {
  chainId: number;
  sellToken: string;
  buyToken: string;
  sellAmount?: string;
  buyAmount?: string;
  /** Absent for Auto. */
  slippageBps?: number;
}

export type ResolvedToken = { ok: true; token: Token; custom: boolean } | { ok: false; error: string; needsDecimals?: boolean };

export type FormField = 'chainId' | 'sellToken' | 'buyToken' | 'amount' | 'sellDecimals' | 'buyDecimals' | 'slippage';
export type FormErrors = Partial<Record<FormField, string>>;

/** A symbol or name from the list, or a pasted address; unknown addresses need the user's decimals. */
export function resolveToken(text: string, tokens: Token[], chainId: number, customDecimals: string): ResolvedToken {
  const value = text.trim();
  if (!value) return { ok: false, error: 'Choose a token' };
  if (looksLikeAddress(value)) {
    const checked = checkAddress(value);
    if (!checked.ok) return checked;
    const known = tokens.find((token) => sameAddress(token.address, checked.address));
    if (known) return { ok: true, token: known, custom: false };
    const decimals = parseDecimals(customDecimals);
    if (decimals === undefined) return { ok: false, error: 'This address is not in the token list: enter its decimals', needsDecimals: true };
    return {
      ok: true,
      custom: true,
      token: { chainId, address: checked.address, symbol: shortAddress(checked.address), name: 'Custom token', decimals, custom: true },
    };
  }
  const folded = foldText(value);
  const known = tokens.find((token) => foldText(token.symbol) === folded) ?? tokens.find((token) => foldText(token.name) === folded);
  return known
    ? { ok: true, token: known, custom: false }
    : { ok: false, error: 'No token with that symbol on this chain: pick one from the list or paste an address' };
}

export function parseDecimals(text: string): number | undefined {
  if (!/^\d{1,2}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value <= 36 ? value : undefined;
}

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

export interface Validation {
  errors: FormErrors;
  sell?: Token;
  buy?: Token;
  params?: PriceParams;
}

/** `chains` is what is offered: 0x's own list when it answered, else the built-in one. */
export function validateForm(form: SwapForm, tokens: Token[] | undefined, decimals: { sell: string; buy: string }, chains: readonly Chain[] = []): Validation {
  const errors: FormErrors = {};
  const chainId = Number(form.chainId);
  if (!chainById(chainId) || (chains.length > 0 && !chains.some((chain) => chain.id === chainId))) errors.chainId = 'Choose a supported chain';
  const slippage = parseSlippage(form.slippage);
  if (!slippage.ok) errors.slippage = slippage.error;
  if (!tokens) return { errors };
  const sell = resolveToken(form.sellToken, tokens, chainId, decimals.sell);
  const buy = resolveToken(form.buyToken, tokens, chainId, decimals.buy);
  if (!sell.ok)
    errors[sell.needsDecimals && decimals.sell ? 'sellDecimals' : 'sellToken'] =
      sell.needsDecimals && decimals.sell ? 'Decimals are a whole number from 0 to 36' : sell.error;
  if (!buy.ok)
    errors[buy.needsDecimals && decimals.buy ? 'buyDecimals' : 'buyToken'] =
      buy.needsDecimals && decimals.buy ? 'Decimals are a whole number from 0 to 36' : buy.error;
  if (sell.ok && buy.ok && sameAddress(sell.token.address, buy.token.address)) errors.buyToken = 'Choose two different tokens';
  const amountToken = form.side === 'sell' ? sell : buy;
  const amount = amountToken.ok ? parseAmount(form.amount, amountToken.token.decimals, amountToken.token.symbol) : undefined;
  if (amount && !amount.ok) errors.amount = amount.error;
  if (!form.amount.trim()) errors.amount = 'Enter an amount';
  const result: Validation = { errors, sell: sell.ok ? sell.token : undefined, buy: buy.ok ? buy.token : undefined };
  if (Object.keys(errors).length > 0 || !sell.ok || !buy.ok || !amount?.ok) return result;
  const base = amount.value.toString();
  // Checksummed, so a pinned tile (which knows only the address) asks under the same cache key.
  result.params = {
    chainId,
    sellToken: toChecksumAddress(sell.token.address),
    buyToken: toChecksumAddress(buy.token.address),
    ...(form.side === 'sell' ? { sellAmount: base } : { buyAmount: base }),
    ...(slippage.ok && !slippage.auto ? { slippageBps: slippage.bps } : {}),
  };
  return result;
}
