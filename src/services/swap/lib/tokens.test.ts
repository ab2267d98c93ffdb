import { describe, expect, it } from 'vitest';
import { searchTokens, type Token } from './tokens.ts';

const token = (symbol: string, name: string): Token => ({ chainId: 1, address: `0x${symbol.padEnd(40, '0')}`, symbol, name, decimals: 18 });

describe('searchTokens', () => {
  const tokens = [token('DAI', 'Dai Stablecoin'), token('ZŁOTY', 'Złoty Stablecoin'), token('CAFE', 'Café Token')];

  it('ranks exact symbols, then symbol and name prefixes, case-insensitively', () => {
    expect(searchTokens(tokens, 'dai').map((t) => t.symbol)).toEqual(['DAI']);
    expect(searchTokens(tokens, 'stable').map((t) => t.symbol)).toEqual(['DAI', 'ZŁOTY']);
  });

  it('ignores accents and spells out letters that do not decompose, as every search does', () => {
    expect(searchTokens(tokens, 'cafe token').map((t) => t.symbol)).toEqual(['CAFE']);
    expect(searchTokens(tokens, 'zloty').map((t) => t.symbol)).toEqual(['ZŁOTY']);
    expect(searchTokens(tokens, 'CAFÉ').map((t) => t.symbol)).toEqual(['CAFE']);
  });
});
