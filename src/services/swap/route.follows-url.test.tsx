import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const amountField = () => screen.getByRole('textbox', { name: /^Amount to/ });

describe('/swap follows the URL', { timeout: 20_000 }, () => {
  it('the Swap link on a filled-in swap opens the default quote; back brings the form back', async () => {
    const { user, router } = renderRoute(`/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount: '2.5', side: 'buy' })}`);
    expect(await screen.findByRole('textbox', { name: /^Amount to/ }, { timeout: 15_000 })).toHaveValue('2.5');
    expect(amountField()).toHaveAccessibleName(/^Amount to buy/);
    await user.click(within(screen.getByRole('navigation', { name: 'Services' })).getByRole('link', { name: 'Swap' }));
    await waitFor(() => expect(amountField()).toHaveValue('1'));
    expect(amountField()).toHaveAccessibleName(/^Amount to sell/);
    await router.navigate(-1);
    await waitFor(() => expect(amountField()).toHaveValue('2.5'));
    expect(amountField()).toHaveAccessibleName(/^Amount to buy/);
  });
});
