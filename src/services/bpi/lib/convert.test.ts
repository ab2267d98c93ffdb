import { describe, expect, it } from 'vitest';
import { btcAmountToCurrency, currencyAmountToBtc, minorUnitsOf, readBtc, readCurrency } from './convert.ts';

const btcToCurrency = (text: string, price: number, code: string) => btcAmountToCurrency(readBtc(text), price, code);
const currencyToBtc = (text: string, price: number, code: string) => currencyAmountToBtc(readCurrency(text, code), price);

describe('converter arithmetic', () => {
  it('BTC to a currency: exact product rounded to the currency’s minor units', () => {
    expect(btcToCurrency('0.5', 59524.4038, 'USD')).toEqual({ ok: true, text: '29,762.20' });
    expect(btcToCurrency('1,234.56', 60_000.1, 'EUR')).toEqual({ ok: true, text: '74,073,723.46' });
    expect(btcToCurrency('0.1', 9_150_000.5, 'JPY')).toEqual({ ok: true, text: '915,000' });
    expect(btcToCurrency('0.0001', 60_000, 'USDC')).toEqual({ ok: true, text: '6.00' });
  });

  it('a currency to BTC: rounded to the satoshi', () => {
    expect(currencyToBtc('1,234.56', 60_000, 'USD')).toEqual({ ok: true, text: '0.020576' });
    expect(currencyToBtc('100', 59524.4038, 'USD')).toEqual({ ok: true, text: '0.00167998' });
  });

  it('says why nothing can be shown', () => {
    expect(btcToCurrency(' ', 1, 'USD')).toEqual({ ok: false, reason: 'empty' });
    expect(currencyToBtc('1', 0, 'USD')).toEqual({ ok: false, reason: 'no-price' });
  });

  it('explains an amount it cannot take, with the same rules as /swap', () => {
    const error = (conversion: ReturnType<typeof currencyToBtc>) => (!conversion.ok && conversion.reason === 'invalid' ? conversion.error : undefined);
    expect(error(currencyToBtc('12,34', 1, 'USD'))).toMatch(/Use a dot for decimals/);
    expect(error(btcToCurrency('-1', 60_000, 'USD'))).toBe('The amount cannot be negative');
    expect(error(btcToCurrency('0.000000001', 60_000, 'USD'))).toBe('Too small: the smallest amount of BTC is 0.00000001 BTC');
    expect(error(btcToCurrency('1.123456789', 60_000, 'USD'))).toBe('BTC has at most 8 decimals');
    expect(error(currencyToBtc('1.005', 60_000, 'USD'))).toBe('USD has at most 2 decimals');
    expect(error(currencyToBtc('1', 60_000, 'JPY'))).toBeUndefined();
    expect(error(btcToCurrency('0.00000001', 60_000, 'USD'))).toBe('Too small: worth less than 0.01 USD at this price');
    expect(error(currencyToBtc('0.01', 10_000_000, 'USD'))).toBe('Too small: worth less than 0.00000001 BTC at this price');
  });

  it('knows minor units from Intl, with two for unknown codes', () => {
    expect([minorUnitsOf('USD'), minorUnitsOf('JPY'), minorUnitsOf('USDC')]).toEqual([2, 0, 2]);
  });
});
