import { foldText } from '../../../shared/lib/fold-text.ts';
import { checkAddress, looksLikeAddress, sameAddress } from './address.ts';
import type { Token } from './tokens.ts';

/** Symbols listed first on every chain, in this order (after the native token). */
const POPULAR = ['USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'WPOL', 'WMATIC', 'WBNB', 'WAVAX'];

/** The picker shows at most this many options; typing narrows the rest. */
export const PICKER_LIMIT = 50;

interface Entry {
  token: Token;
  symbol: string;
  name: string;
  address: string;
}

/** A chain's tokens folded once, so a keystroke only compares strings. */
export interface TokenIndex {
  entries: Entry[];
  popular: Token[];
}

export function createTokenIndex(tokens: readonly Token[]): TokenIndex {
  const entries = tokens.map((token) => ({ token, symbol: foldText(token.symbol), name: foldText(token.name), address: token.address.toLowerCase() }));
  const popular = [
    ...tokens.filter((token) => token.native),
    ...POPULAR.flatMap((symbol) => tokens.filter((token) => !token.native && token.symbol === symbol)),
  ];
  return { entries, popular };
}

export type PickerResult = {
  options: Token[];
  /** How many tokens match, of which `options` shows the first PICKER_LIMIT. */
  total: number;
  /** A complete pasted address that is not in the list. */
  custom?: { address: string } | { error: string };
};

/**
 * The options for what is typed: popular tokens first, then recently used, then the rest; a
 * query matches symbol or name (exact, prefix, then anywhere) or an address prefix.
 */
export function pickTokens(index: TokenIndex, query: string, recent: readonly Token[] = [], limit = PICKER_LIMIT): PickerResult {
  const text = query.trim();
  const rank = (token: Token) => {
    const popular = index.popular.findIndex((candidate) => candidate === token);
    if (popular >= 0) return popular;
    const used = recent.findIndex((candidate) => sameAddress(candidate.address, token.address));
    return used >= 0 ? index.popular.length + used : Number.MAX_SAFE_INTEGER;
  };
  if (!text) {
    const first = [...index.popular, ...recent.filter((token) => !index.popular.some((popular) => sameAddress(popular.address, token.address)))];
    const firstSet = new Set(first.map((token) => token.address.toLowerCase()));
    const rest = index.entries.filter((entry) => !firstSet.has(entry.address)).map((entry) => entry.token);
    return { options: [...first, ...rest].slice(0, limit), total: index.entries.length };
  }
  if (looksLikeAddress(text)) {
    const prefix = text.toLowerCase();
    const matches = index.entries.filter((entry) => entry.address.startsWith(prefix)).map((entry) => entry.token);
    matches.sort((a, b) => rank(a) - rank(b));
    const result: PickerResult = { options: matches.slice(0, limit), total: matches.length };
    if (matches.length === 0 && text.length >= 42) {
      const checked = checkAddress(text);
      result.custom = checked.ok ? { address: checked.address } : { error: checked.error };
    }
    return result;
  }
  const needle = foldText(text);
  const scored: { token: Token; score: number; rank: number }[] = [];
  for (const entry of index.entries) {
    const score =
      entry.symbol === needle
        ? 0
        : entry.symbol.startsWith(needle)
          ? 1
          : entry.name.startsWith(needle)
            ? 2
            : entry.symbol.includes(needle) || entry.name.includes(needle)
              ? 3
              : -1;
    if (score >= 0) scored.push({ token: entry.token, score, rank: rank(entry.token) });
  }
  scored.sort((a, b) => a.score - b.score || a.rank - b.rank);
  return { options: scored.slice(0, limit).map((entry) => entry.token), total: scored.length };
}

/** The token a finished text names exactly (symbol, then name), for a field left without choosing. */
export function exactToken(index: TokenIndex, text: string): Token | undefined {
  const needle = foldText(text.trim());
  if (!needle) return undefined;
  return (index.entries.find((entry) => entry.symbol === needle) ?? index.entries.find((entry) => entry.name === needle))?.token;
}
