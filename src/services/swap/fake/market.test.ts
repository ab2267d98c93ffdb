import { describe, expect, it } from 'vitest';
import { priceSchema } from '../api/schemas.ts';
import { NATIVE_TOKEN } from '../lib/address.ts';
import { BLOCKED_TOKEN } from '../lib/market-data.ts';
import { quotePrice } from './market.ts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const quote = (params: Record<string, string>) => quotePrice(new URLSearchParams({ chainId: '1', sellToken: NATIVE_TOKEN, buyToken: USDC, ...params }));

describe('the mock 0x market (demo and contract server)', () => {
  it('answers an exact sell in the real shape, with amounts from a fixed rate', () => {
    const reply = quote({ sellAmount: '1000000000000000000' });
    expect(reply.status).toBe(200);
    const price = priceSchema.parse(reply.body);
    if (!price.liquidityAvailable) throw new Error('expected liquidity');
    // 3412.55 USD minus the 0.15 % 0x fee.
    expect(price.buyAmount).toBe('3407431175');
    expect(price.minBuyAmount).toBe('3373356863');
    expect(price.fees?.zeroExFee?.amount).toBe('5118825');
    expect(price.route.fills.map((fill) => fill.proportionBps)).toEqual(['7000', '3000']);
    expect(price.allowanceTarget).toBeNull();
  });

  it('answers an exact buy with maxSellAmount instead of minBuyAmount', () => {
    const price = priceSchema.parse(quote({ buyAmount: '3407431175' }).body);
    if (!price.liquidityAvailable) throw new Error('expected liquidity');
    expect(price.buyAmount).toBe('3407431175');
    expect(BigInt(price.sellAmount)).toBeGreaterThan(999_999_000_000_000_000n);
    expect(price.maxSellAmount).toBeDefined();
    expect(price).not.toHaveProperty('minBuyAmount');
  });

  it('returns INPUT_INVALID details like 0x', () => {
    expect(quote({ sellAmount: '1', buyAmount: '1' })).toMatchObject({
      status: 400,
      body: { name: 'INPUT_INVALID', data: { details: [{ field: 'buyAmount', reason: 'buyAmount and sellAmount are mutually exclusive' }] } },
    });
    expect(quote({ sellAmount: '1.5', buyToken: 'USDC' }).body).toMatchObject({
      data: { details: [{ field: 'buyToken', reason: 'Invalid ethereum address' }, { field: 'sellAmount' }] },
    });
  });

  it('blocks a sanctioned token with 422 and reports no liquidity with only two keys', () => {
    expect(quote({ sellToken: BLOCKED_TOKEN.address, sellAmount: '1' })).toMatchObject({ status: 422, body: { name: 'SELL_TOKEN_NOT_AUTHORIZED_FOR_TRADE' } });
    const none = quote({ buyToken: '0x1111111111111111111111111111111111111111', sellAmount: '1' });
    expect(Object.keys(none.body as object).sort()).toEqual(['liquidityAvailable', 'zid']);
    expect(quote({ sellAmount: '100000000000000000000000' }).body).toMatchObject({ liquidityAvailable: false });
  });
});
