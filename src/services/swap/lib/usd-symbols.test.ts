import { describe, expect, it } from 'vitest';
import { usdSymbolFor } from './usd-symbols.ts';

const WRAPPED = ['WETH', 'WBTC', 'WMATIC', 'WPOL', 'MATIC', 'WAVAX', 'WBNB'];

describe('USD symbol aliases', () => {
  it('prices wrapped natives as the asset they wrap', () => {
    expect(usdSymbolFor({ symbol: 'WETH' })).toBe('ETH');
    expect(usdSymbolFor({ symbol: 'WBTC' })).toBe('BTC');
    expect(usdSymbolFor({ symbol: 'WMATIC' })).toBe('POL');
    expect(usdSymbolFor({ symbol: 'WPOL' })).toBe('POL');
    expect(usdSymbolFor({ symbol: 'WAVAX' })).toBe('AVAX');
    expect(usdSymbolFor({ symbol: 'WBNB' })).toBe('BNB');
    expect(usdSymbolFor({ symbol: 'matic' })).toBe('POL');
  });

  it('keeps other symbols, upper-cased', () => {
    expect(usdSymbolFor({ symbol: 'USDC' })).toBe('USDC');
    expect(usdSymbolFor({ symbol: 'dai' })).toBe('DAI');
  });

  it('asks nothing for custom tokens or symbols no currency code can have', () => {
    expect(usdSymbolFor({ symbol: '0xabcd…1234', custom: true })).toBeUndefined();
    expect(usdSymbolFor({ symbol: 'USD₮0' })).toBeUndefined();
    expect(usdSymbolFor({ symbol: 'a/b' })).toBeUndefined();
  });

  it('maps every alias onto a plain code', () => {
    for (const symbol of WRAPPED) expect(usdSymbolFor({ symbol })).toMatch(/^[A-Z]+$/);
  });
});
