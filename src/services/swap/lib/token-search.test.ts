import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN } from './address.ts';
import { createTokenIndex, exactToken, pickTokens } from './token-search.ts';
import type { Token } from './tokens.ts';

const token = (symbol: string, name: string, address = `0x${symbol.replace(/\W/g, '').padEnd(40, '0')}`): Token => ({
  chainId: 1,
  address,
  symbol,
  name,
  decimals: 18,
});
const ETH: Token = { chainId: 1, address: NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18, native: true };
const USDC = token('USDC', 'USD Coin', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
const AAVE = token('AAVE', 'Aave');
const DAI = token('DAI', 'Dai Stablecoin');
const ZLOTY = token('ZŁOTY', 'Złoty Stablecoin');
const CAFE = token('CAFE', 'Café Token');
const index = createTokenIndex([ETH, AAVE, CAFE, DAI, USDC, ZLOTY]);
const symbols = (tokens: Token[]) => tokens.map((t) => t.symbol);

describe('pickTokens', () => {
  it('lists popular tokens first, then recently used, then the rest', () => {
    expect(symbols(pickTokens(index, '', [CAFE]).options)).toEqual(['ETH', 'USDC', 'DAI', 'CAFE', 'AAVE', 'ZŁOTY']);
    expect(pickTokens(index, '').total).toBe(6);
  });

  it('ranks exact symbols, then symbol and name prefixes, case-insensitively', () => {
    expect(symbols(pickTokens(index, 'dai').options)).toEqual(['DAI']);
    expect(symbols(pickTokens(index, 'stable').options)).toEqual(['DAI', 'ZŁOTY']);
    // Within one kind of match, popular tokens come first.
    expect(symbols(pickTokens(index, 'a').options)).toEqual(['AAVE', 'DAI', 'CAFE', 'ZŁOTY']);
  });

  it('ignores accents and spells out letters that do not decompose, as every search does', () => {
    expect(symbols(pickTokens(index, 'cafe token').options)).toEqual(['CAFE']);
    expect(symbols(pickTokens(index, 'zloty').options)).toEqual(['ZŁOTY']);
    expect(symbols(pickTokens(index, 'CAFÉ').options)).toEqual(['CAFE']);
  });

  it('matches an address prefix, whatever its case', () => {
    expect(symbols(pickTokens(index, '0xa0B869').options)).toEqual(['USDC']);
    expect(pickTokens(index, '0xa0B869').custom).toBeUndefined();
  });

  it('offers a complete unknown address as a custom token once its checksum holds', () => {
    const unknown = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
    expect(pickTokens(index, unknown)).toEqual({ options: [], total: 0, custom: { address: unknown } });
    expect(pickTokens(index, '0x6B175474E89094C44Da98b954EedeAC495271d0f').custom).toEqual({ error: expect.stringMatching(/checksum/) });
  });

  it('bounds the options and counts every match', () => {
    const many = Array.from({ length: 600 }, (_, i) => token(`T${i}`, `Token ${i}`, `0x${i.toString(16).padStart(40, '0')}`));
    const result = pickTokens(createTokenIndex(many), 'token', [], 50);
    expect(result.options).toHaveLength(50);
    expect(result.total).toBe(600);
  });
});

describe('exactToken', () => {
  it('finds a finished symbol or name, else nothing', () => {
    expect(exactToken(index, ' usdc ')).toBe(USDC);
    expect(exactToken(index, 'dai stablecoin')).toBe(DAI);
    expect(exactToken(index, 'us')).toBeUndefined();
  });
});
