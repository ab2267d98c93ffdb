import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

describe('/swap while loading', { timeout: 20_000 }, () => {
  it('holds the quote’s place with its rows while the price loads', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Returning nothing falls through to the default handler once the gate opens.
    server.use(http.get('*/swap/allowance-holder/price', async () => void (await gate)));
    renderRoute(`/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount: '1', side: 'sell' })}`);
    const status = await screen.findByText('Fetching a price…', {}, { timeout: 15_000 });
    // Route fills like the quote's.
    expect(status.closest('[aria-live]')!.querySelectorAll('li')).toHaveLength(2);
    release();
    expect(await screen.findByText(/You receive about/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Fetching a price…')).not.toBeInTheDocument();
  });
});
