import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceSchema, type PriceAvailable } from '../api/schemas.ts';
import { NATIVE_TOKEN } from '../lib/address.ts';
import type { Token } from '../lib/tokens.ts';
import { QuoteWarnings } from './quote-warnings.tsx';

const USDC: Token = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin', decimals: 6 };
const TAXED: Token = { chainId: 1, address: '0x1234567890AbcdEF1234567890aBcdef12345678', symbol: 'TAX', name: 'Taxed', decimals: 18 };
const ETH: Token = { chainId: 1, address: NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18, native: true };

const price = (extra: Record<string, unknown>) =>
  priceSchema.parse({
    liquidityAvailable: true,
    buyAmount: '1',
    sellAmount: '1',
    buyToken: TAXED.address.toLowerCase(),
    sellToken: USDC.address.toLowerCase(),
    route: { fills: [] },
    ...extra,
  }) as PriceAvailable;

describe('taxes and 0x issues in words', () => {
  it('says each tax a token takes, and 0x allowance, balance, simulation and source issues', () => {
    render(
      <QuoteWarnings
        sell={USDC}
        buy={TAXED}
        price={price({
          tokenMetadata: { buyToken: { buyTaxBps: '500', sellTaxBps: '300', transferTaxBps: '0' }, sellToken: { buyTaxBps: '0', sellTaxBps: null } },
          issues: {
            allowance: { actual: '0', spender: '0x0000000000001ff3684f28c67538d4d072c22734' },
            balance: { token: USDC.address, actual: '1500000', expected: '2000000' },
            simulationIncomplete: true,
            invalidSourcesPassed: ['Nowhere_V9'],
          },
        })}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'TAX takes a 5 % tax when it is bought: you receive less than the route delivers.',
      'TAX takes a 3 % tax when it is sold: less of it reaches the route.',
      'Allowance: 0x0000…2734 may spend only 0 USDC of yours; approve more before swapping.',
      'Balance: the wallet holds 1.5 USDC but the swap needs 2 USDC.',
      '0x could not fully simulate this swap: the price may not hold when it is executed.',
      '0x ignored sources it does not know: Nowhere_V9.',
    ]);
  });

  it('says nothing when there is nothing to say, and no allowance is needed to sell the native token', () => {
    const { container } = render(
      <QuoteWarnings sell={ETH} buy={USDC} price={price({ issues: { allowance: { actual: '0', spender: USDC.address }, simulationIncomplete: false } })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
