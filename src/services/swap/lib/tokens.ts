import { NATIVE_TOKEN } from './address.ts';
import { chainById } from './chains.ts';
import { compareText } from '../../../shared/lib/text-order.ts';

export interface Token {
  chainId: number;
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
  native?: boolean;
  /** A pasted address that is not in the list; decimals come from the user. */
  custom?: boolean;
}

interface TokenListEntry {
  chainId: number;
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
}

export type TokensByChain = Map<number, Token[]>;

export function nativeToken(chainId: number): Token | undefined {
  const chain = chainById(chainId);
  if (!chain) return undefined;
  return { chainId, address: NATIVE_TOKEN, symbol: chain.nativeSymbol, name: chain.nativeName, decimals: 18, native: true };
}

/** The list's tokens on the chains the page offers, each chain's native token first, then by symbol. */
function groupTokens(entries: readonly TokenListEntry[]): TokensByChain {
  const byChain: TokensByChain = new Map();
  for (const { chainId, address, symbol, name, decimals, logoURI } of entries) {
    if (!chainById(chainId)) continue;
    const list = byChain.get(chainId) ?? [];
    list.push({ chainId, address, symbol, name, decimals, ...(logoURI === undefined ? {} : { logoURI }) });
    byChain.set(chainId, list);
  }
  for (const [chainId, list] of byChain) {
    list.sort((a, b) => compareText(a.symbol, b.symbol));
    const native = nativeToken(chainId);
    if (native) list.unshift(native);
  }
  return byChain;
}

let loading: Promise<TokensByChain> | undefined;

/** The token list is a chunk of its own, fetched only when /swap needs it (the build slims it: scripts/vite/token-list.ts). */
export function loadTokenList(): Promise<TokensByChain> {
  loading ??= import('@uniswap/default-token-list/build/uniswap-default.tokenlist.json').then(
    (module) => groupTokens((module.default as { tokens: TokenListEntry[] }).tokens),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
