import { describe, expect, it } from 'vitest';
import { describeUrlParams } from '../../../testing/url-declaration.ts';
import { swapUrl } from './form-url.ts';

const USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describeUrlParams('/swap', swapUrl, {
  chainId: { raw: '137', value: '137', entry: 'chosen', spelledOut: true },
  sellToken: { raw: USDT, value: USDT, entry: 'typed', spelledOut: true },
  buyToken: { raw: USDT, value: USDT, entry: 'typed', spelledOut: true },
  amount: { raw: '0.25', value: '0.25', entry: 'typed', spelledOut: true },
  side: { raw: 'buy', value: 'buy', entry: 'chosen', spelledOut: true, invalid: 'hold' },
  // A preset; a custom value is typed (below).
  slippage: { raw: '0.5', value: '0.5', entry: 'chosen' },
});

describe('/swap URL, beyond one field', () => {
  it('a custom slippage is typed, Auto and the presets are chosen', () => {
    expect(swapUrl.entryFor({ slippage: '0.37' }, true)).toEqual({ replace: true });
    expect(swapUrl.entryFor({ slippage: '' }, true)).toEqual({ replace: false });
    expect(swapUrl.entryFor({ slippage: '1' }, true)).toEqual({ replace: false });
  });

  it('keeps an emptied amount empty', () => {
    const link = swapUrl.patch(new URLSearchParams('amount=2'), { amount: '' });
    expect(link.toString()).toBe('amount=');
    expect(swapUrl.read(link).amount).toBe('');
  });

  it('a choice that rewrites a typed field too (the side converting the amount) pushes', () => {
    const shown = new URLSearchParams('amount=2&side=sell');
    expect(swapUrl.entryFor({ ...swapUrl.read(shown), amount: '3' }, true, shown)).toEqual({ replace: true });
    expect(swapUrl.entryFor({ ...swapUrl.read(shown), amount: '3', side: 'buy' }, true, shown)).toEqual({ replace: false });
  });
});
