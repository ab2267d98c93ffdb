import { describe, expect, it } from 'vitest';
import { checkAddress, NATIVE_TOKEN, toChecksumAddress } from './address.ts';

describe('EIP-55 checksums', () => {
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    NATIVE_TOKEN,
  ])('accepts the checksummed %s', (address) => {
    expect(toChecksumAddress(address.toLowerCase())).toBe(address);
    expect(checkAddress(address)).toEqual({ ok: true, address });
  });

  it('accepts all-lower and all-upper case, trimmed', () => {
    expect(checkAddress(' 0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48 ').ok).toBe(true);
    expect(checkAddress('0xA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48').ok).toBe(true);
  });

  it('rejects a wrong checksum, a wrong length and non-hex characters', () => {
    expect(checkAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eb48')).toMatchObject({ ok: false, error: expect.stringMatching(/checksum/) });
    expect(checkAddress('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB4')).toMatchObject({ ok: false });
    expect(checkAddress('0xZ0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toMatchObject({ ok: false });
    expect(checkAddress('A0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toMatchObject({ ok: false });
  });
});
