import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

const WBTC = '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599';

describe('pinning a swap pair', { timeout: 30_000 }, () => {
  it('pins the pair with its tokens’ symbols and decimals, and the overview shows its live quote', async () => {
    const { user, router } = renderRoute(`/swap?side=sell&amount=0.5&buyToken=${WBTC}&chainId=1`);
    await user.click(await screen.findByRole('button', { name: 'Pin to overview' }, { timeout: 15_000 }));
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    // The same view spelled another way (lower-case address, defaults written out) is the same pin.
    await router.navigate(`/swap?chainId=1&sellToken=0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee&buyToken=${WBTC.toLowerCase()}&amount=0.5`);
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeInTheDocument();

    await router.navigate('/');
    const board = await screen.findByRole('region', { name: 'Your board' }, { timeout: 15_000 });
    const tile = within(board).getByRole('article');
    expect(within(tile).getByRole('heading', { level: 3 })).toHaveTextContent('Swap · 0.5 ETH → WBTC');
    expect(within(tile).getByRole('link', { name: 'Swap · 0.5 ETH → WBTC' })).toHaveAttribute('href', `/swap?buyToken=${WBTC.toLowerCase()}&amount=0.5`);
    // The tile's body is its kind's code, loaded on demand: a skeleton until then.
    expect(await within(tile).findByText('0.5 ETH on Ethereum gets about')).toBeInTheDocument();
    expect(await within(tile).findByTitle(/^0\.0\d+ WBTC$/, undefined, { timeout: 15_000 })).toHaveTextContent(/^0\.0\d+ WBTC$/);
  });
});
