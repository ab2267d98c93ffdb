import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const TOKEN_LIST = /[/\\]@uniswap[/\\]default-token-list[/\\]build[/\\]uniswap-default\.tokenlist\.json$/;
/** What the swap page reads of a token (src/services/swap/lib/tokens.ts). */
const TOKEN_FIELDS = ['chainId', 'address', 'symbol', 'name', 'decimals', 'logoURI'] as const;

/** The list's text with only the given chains' tokens and the fields the page reads of each. */
export function slimTokenListText(text: string, chainIds: readonly number[]): string {
  const list = JSON.parse(text) as { name: string; version: unknown; tokens: Record<string, unknown>[] };
  const tokens = list.tokens
    .filter((token) => chainIds.includes(token.chainId as number))
    .map((token) => Object.fromEntries(TOKEN_FIELDS.filter((field) => token[field] !== undefined).map((field) => [field, token[field]])));
  return JSON.stringify({ name: list.name, version: list.version, tokens });
}

/**
 * The bundled token list as the swap page loads it: only the chains the page offers, only the
 * fields it reads, and as one JSON text the browser parses. The browser reads data through
 * `JSON.parse` several times faster than the same data as a script's object literal, which is
 * how a JSON import is otherwise bundled.
 */
export function slimTokenList(chainIds: readonly number[]): Plugin {
  return {
    name: 'dashboard-slim-token-list',
    enforce: 'pre',
    load(id) {
      if (!TOKEN_LIST.test(id)) return null;
      const text = slimTokenListText(readFileSync(id, 'utf8'), chainIds);
      return { code: `export default JSON.parse(${JSON.stringify(text)});`, moduleType: 'js' };
    },
  };
}
