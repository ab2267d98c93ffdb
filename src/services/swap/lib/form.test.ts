import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN } from './address.ts';
import { validateForm, type SwapForm } from './form.ts';
import { loadTokenList } from './tokens.ts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
/** Ethereum's tokens as the form offers them: Ether, then the token list's (USDC has 6 decimals, DAI 18). */
const tokens = (await loadTokenList()).get(1)!;
const base: SwapForm = { chainId: '1', sellToken: NATIVE_TOKEN, buyToken: USDC, amount: '1.5', side: 'sell', slippage: '' };
const noDecimals = { sell: '', buy: '' };
const validate = (patch: Partial<SwapForm>, decimals = noDecimals) => validateForm({ ...base, ...patch }, tokens, decimals);

describe('validateForm', () => {
  it('builds base-unit params for an exact sell and an exact buy', () => {
    expect(validate({}).params).toEqual({ chainId: 1, sellToken: NATIVE_TOKEN, buyToken: USDC, sellAmount: '1500000000000000000' });
    expect(validate({ side: 'buy', amount: '2500.5' }).params).toEqual({ chainId: 1, sellToken: NATIVE_TOKEN, buyToken: USDC, buyAmount: '2500500000' });
  });

  it('sends slippage as whole basis points, nothing for Auto, and rejects what 0x would', () => {
    expect(validate({ slippage: '0.5' }).params?.slippageBps).toBe(50);
    expect(validate({}).params).not.toHaveProperty('slippageBps');
    const invalid = validate({ slippage: '101' });
    expect(invalid.errors.slippage).toBe('Slippage is at most 100%');
    expect(invalid.params).toBeUndefined();
  });

  it("refuses a chain the offered list (0x's own) leaves out", () => {
    const chains = [{ id: 1, name: 'Ethereum', nativeSymbol: 'ETH', nativeName: 'Ether' }];
    expect(validateForm({ ...base, chainId: '1' }, tokens, noDecimals, chains).errors.chainId).toBeUndefined();
    expect(validateForm({ ...base, chainId: '10' }, tokens, noDecimals, chains).errors.chainId).toBe('Choose a supported chain');
  });

  it('resolves symbols and names case-insensitively, and lower-case addresses', () => {
    expect(validate({ sellToken: 'dai' }).params?.sellToken).toBe('0x6B175474E89094C44Da98b954EedeAC495271d0F');
    expect(validate({ sellToken: 'Dai Stablecoin' }).sell?.symbol).toBe('DAI');
    expect(validate({ buyToken: USDC.toLowerCase() }).buy?.symbol).toBe('USDC');
  });

  it('rejects the same token on both sides', () => {
    const same = validate({ buyToken: NATIVE_TOKEN.toLowerCase() });
    expect(same.errors.buyToken).toBe('Choose two different tokens');
    expect(same.params).toBeUndefined();
  });

  it('rejects invalid addresses, unknown symbols and empty tokens at their field', () => {
    expect(validate({ sellToken: '0x1234' }).errors.sellToken).toMatch(/40 hexadecimal/);
    expect(validate({ sellToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eb48' }).errors.sellToken).toMatch(/checksum/);
    expect(validate({ buyToken: 'NOPE' }).errors.buyToken).toMatch(/No token with that symbol/);
    expect(validate({ buyToken: '' }).errors.buyToken).toBe('Choose a token');
  });

  it('asks for decimals for an address that is not in the list, then uses them', () => {
    const custom = '0x1111111111111111111111111111111111111111';
    expect(validate({ buyToken: custom }).errors.buyToken).toMatch(/enter its decimals/);
    expect(validate({ buyToken: custom }, { sell: '', buy: '99' }).errors.buyDecimals).toMatch(/0 to 36/);
    const withDecimals = validate({ buyToken: custom, side: 'buy', amount: '2.5' }, { sell: '', buy: '8' });
    expect(withDecimals.errors).toEqual({});
    expect(withDecimals.params?.buyAmount).toBe('250000000');
  });

  it('rejects bad amounts using the decimals of the token that is exact', () => {
    expect(validate({ amount: '' }).errors.amount).toBe('Enter an amount');
    expect(validate({ amount: '0' }).errors.amount).toMatch(/more than zero/);
    expect(validate({ amount: '-1' }).errors.amount).toBe('The amount cannot be negative');
    expect(validate({ amount: '1e5' }).errors.amount).toMatch(/exponent/);
    expect(validate({ side: 'buy', amount: '1.1234567' }).errors.amount).toBe('USDC has at most 6 decimals');
    expect(validate({ side: 'buy', amount: '0.0000001' }).errors.amount).toBe('Too small: the smallest amount of USDC is 0.000001 USDC');
    expect(validate({ side: 'buy', amount: '5,000' }).params?.buyAmount).toBe('5000000000');
    expect(validate({ side: 'sell', amount: '1.1234567' }).errors.amount).toBeUndefined();
  });

  it('rejects an unsupported chain and waits for the token list', () => {
    expect(validate({ chainId: '999999' }).errors.chainId).toBe('Choose a supported chain');
    expect(validateForm(base, undefined, noDecimals).params).toBeUndefined();
  });
});
