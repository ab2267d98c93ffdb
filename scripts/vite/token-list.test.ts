import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAINS } from '../../src/services/swap/lib/chains.ts';
import { loadTokenList } from '../../src/services/swap/lib/tokens.ts';
import { slimTokenList, slimTokenListText } from './token-list.ts';

const require = createRequire(resolve('package.json'));
const listPath = require.resolve('@uniswap/default-token-list/build/uniswap-default.tokenlist.json');
const fullText = readFileSync(listPath, 'utf8');
const full = JSON.parse(fullText) as { tokens: { chainId: number; address: string; symbol: string; name: string; decimals: number; logoURI?: string }[] };
const offered = CHAINS.map((chain) => chain.id);

describe('the slimmed token list', () => {
  it('gives the swap page every token of the offered chains, with every field it reads (the tests load the list through this plugin too)', async () => {
    const bundled = (await import('@uniswap/default-token-list/build/uniswap-default.tokenlist.json')).default as typeof full;
    expect(bundled.tokens.every((token) => offered.includes(token.chainId))).toBe(true);
    const byChain = await loadTokenList();
    for (const chainId of offered) {
      const listed = full.tokens
        .filter((token) => token.chainId === chainId)
        .map(({ address, symbol, name, decimals, logoURI }) => ({ chainId, address, symbol, name, decimals, ...(logoURI === undefined ? {} : { logoURI }) }));
      const loaded = byChain.get(chainId)!.filter((token) => !token.native);
      expect(loaded).toHaveLength(listed.length);
      expect(loaded).toEqual(expect.arrayContaining(listed));
    }
    const slim = JSON.parse(slimTokenListText(fullText, offered)) as typeof full;
    expect(slim.tokens.length).toBeLessThan(full.tokens.length);
    expect(full.tokens.some((token) => !offered.includes(token.chainId))).toBe(true);
    expect(new Set(slim.tokens.flatMap((token) => Object.keys(token)))).toEqual(new Set(['chainId', 'address', 'symbol', 'name', 'decimals', 'logoURI']));
  });

  it('is a module that parses one JSON text, for the token list only', () => {
    const plugin = slimTokenList([1]) as { load: (id: string) => { code: string; moduleType: string } | null };
    expect(plugin.load('/repo/node_modules/us-atlas/states-albers-10m.json')).toBeNull();
    const module = plugin.load(listPath)!;
    expect(module.moduleType).toBe('js');
    const text = /^export default JSON\.parse\((".*")\);$/.exec(module.code)![1]!;
    const tokens = (JSON.parse(JSON.parse(text) as string) as typeof full).tokens;
    expect(tokens.length).toBeGreaterThan(300);
    expect(tokens.every((token) => token.chainId === 1)).toBe(true);
  });
});
