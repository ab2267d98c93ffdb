import { describe, expect, it } from 'vitest';
import { compareText } from '../../../shared/lib/text-order.ts';
import { NATIVE_TOKEN } from './address.ts';
import { CHAINS } from './chains.ts';
import { loadTokenList } from './tokens.ts';

describe('the token list', () => {
  it('offers each chain the app knows its native token first, then the list’s tokens by symbol', async () => {
    const byChain = await loadTokenList();
    expect([...byChain.keys()].every((chainId) => CHAINS.some((chain) => chain.id === chainId))).toBe(true);
    const ethereum = byChain.get(1)!;
    expect(ethereum[0]).toMatchObject({ address: NATIVE_TOKEN, symbol: 'ETH', native: true, decimals: 18 });
    const symbols = ethereum.slice(1).map((token) => token.symbol);
    expect(symbols).toEqual([...symbols].sort(compareText));
    expect(ethereum.filter((token) => token.native)).toHaveLength(1);
    expect(ethereum.find((token) => token.symbol === 'USDC')).toMatchObject({ chainId: 1, decimals: 6 });
  });
});
