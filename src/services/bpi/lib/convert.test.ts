import { describe, expect, it } from 'vitest';
import { btcToCurrency, currencyToBtc, minorUnitsOf } from './convert.ts';

describe('converter arithmetic', () => {
  it('BTC to a currency: exact product rounded to the currency’s minor units', () => {
    expect(btcToCurrency('0.5', 59524.4038, 'USD')).toEqual({ ok: true, text: '29,762.20' });
    expect(btcToCurrency('1,234.56', 60_000.1, 'EUR')).toEqual({ ok: true, text: '74,073,723.46' });
    expect(btcToCurrency('0.1', 9_150_000.5, 'JPY')).toEqual({ ok: true, text: '915,000' });
    expect(btcToCurrency('0.00000001', 60_000, 'USDC')).toEqual({ ok: true, text: '0.00' });
  });

  it('a currency to BTC: rounded to the satoshi', () => {
    expect(currencyToBtc('1,234.56', 60_000)).toEqual({ ok: true, text: '0.020576' });
    expect(currencyToBtc('100', 59524.4038)).toEqual({ ok: true, text: '0.00167998' });
  });

  it('says why nothing can be shown', () => {
    expect(btcToCurrency(' ', 1, 'USD')).toEqual({ ok: false, reason: 'empty' });
    expect(currencyToBtc('12,34', 1)).toEqual({ ok: false, reason: 'unreadable' });
    expect(currencyToBtc('1', 0)).toEqual({ ok: false, reason: 'no-price' });
  });

  it('knows minor units from Intl, with two for unknown codes', () => {
    expect([minorUnitsOf('USD'), minorUnitsOf('JPY'), minorUnitsOf('USDC')]).toEqual([2, 0, 2]);
  });
});
