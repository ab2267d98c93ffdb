import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { coinDeskReply, ok, scripted } from '../../testing/bpi-fixtures.ts';

describe('/bpi while loading', () => {
  it('announces the load and holds the panel’s place until the price is in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Returning nothing falls through to the scripted answer once the gate opens.
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    server.use(http.get('*/v2/bpi/currentprice.json', async () => void (await gate)));
    renderRoute('/bpi');
    const status = await screen.findByText('Loading the bitcoin price…', {}, { timeout: 8000 });
    // Shaped like the panel: the highlighted card and the two other currencies.
    expect(status.closest('[role="status"]')!.querySelectorAll('li')).toHaveLength(2);
    release();
    expect(await screen.findByText('$60,000.00', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading the bitcoin price…')).not.toBeInTheDocument();
  });
});
