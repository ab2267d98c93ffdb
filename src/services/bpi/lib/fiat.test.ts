import { describe, expect, it } from 'vitest';
import { isFiat } from './fiat.ts';

describe('isFiat', () => {
  it('keeps money countries issue and leaves out tokens, metals and test codes', () => {
    for (const code of ['USD', 'EUR', 'CHF', 'JPY', 'XOF', 'XAF', 'KWD']) expect(isFiat(code), code).toBe(true);
    for (const code of ['BTC', 'ETH', 'SOL', 'USDC', 'DOGE', 'XAU', 'XAG', 'XDR', 'XTS', 'ABC']) expect(isFiat(code), code).toBe(false);
  });
});
