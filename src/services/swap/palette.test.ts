import { beforeEach, describe, expect, it } from 'vitest';
import { NATIVE_TOKEN } from './lib/address.ts';
import { pairOf, rememberPair } from './lib/recent-pairs.ts';
import type { Token } from './lib/tokens.ts';
import { palette } from './palette.ts';
import { resetStores } from '../../testing/reset-stores.ts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const token = (address: string, symbol: string, chainId = 1): Token => ({ chainId, address, symbol, name: symbol, decimals: 18 });

describe('recent swap pairs in the palette', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('offers each priced pair once, newest first, as a link that asks for the same quote', async () => {
    rememberPair(pairOf(token(NATIVE_TOKEN, 'ETH'), token(USDC, 'USDC'), '1', 'sell')!);
    rememberPair(pairOf(token(USDC, 'USDC', 8453), token(DAI, 'DAI', 8453), '250', 'buy')!);
    rememberPair(pairOf(token(NATIVE_TOKEN, 'ETH'), token(USDC, 'USDC'), '2.5', 'sell')!);
    const entries = await palette();
    expect(entries.map((entry) => entry.label)).toEqual(['2.5 ETH → USDC on Ethereum', 'USDC → 250 DAI on Base']);
    expect(entries[0]?.to).toBe(`/swap?chainId=1&sellToken=${NATIVE_TOKEN}&buyToken=${USDC}&amount=2.5&side=sell`);
    expect(entries.every((entry) => entry.group === 'Recent')).toBe(true);
  });

  it('keeps nothing it could not link to and drops stored entries that do not parse', async () => {
    expect(pairOf(token(NATIVE_TOKEN, 'ETH'), token(USDC, 'USDC'), '1e5', 'sell')).toBeUndefined();
    localStorage.setItem(
      'dashboard.swap.recent-pairs.v1',
      JSON.stringify([
        { chainId: 1, sellToken: 'javascript:alert(1)', buyToken: USDC, sellSymbol: 'X', buySymbol: 'USDC', amount: '1', side: 'sell' },
        { chainId: 1, sellToken: NATIVE_TOKEN, buyToken: USDC, sellSymbol: 'ETH', buySymbol: 'USDC', amount: '3', side: 'sell' },
      ]),
    );
    resetStores();
    expect((await palette()).map((entry) => entry.label)).toEqual(['3 ETH → USDC on Ethereum']);
  });
});
