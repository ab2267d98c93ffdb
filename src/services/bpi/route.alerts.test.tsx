import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { clearFired } from './lib/alerts.ts';
import { coinDeskReply, ok, scripted } from '../../testing/bpi-fixtures.ts';

const COLD = { timeout: 8000 };
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  clearFired();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => vi.useRealTimers());

describe('/bpi price alerts', () => {
  it('keeps alerts in a list with remove and Undo, and says they work only while the tab is open', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    const { user } = renderRoute('/bpi?currency=EUR');
    const panel = await screen.findByRole('region', { name: 'Price alerts' }, COLD);
    expect(panel).toHaveTextContent('Alerts work only while this tab is open');
    await user.type(within(panel).getByLabelText('Price in EUR'), '1,2');
    await user.click(within(panel).getByRole('button', { name: 'Add alert' }));
    expect(within(panel).getByText('Use a dot for decimals (1.5); a comma only groups thousands (1,234.5).')).toBeInTheDocument();
    await user.clear(within(panel).getByLabelText('Price in EUR'));
    await user.type(within(panel).getByLabelText('Price in EUR'), '70,000{Enter}');
    const list = within(panel).getByRole('list', { name: 'Your alerts' });
    expect(list).toHaveTextContent('BTC above €70,000.00 — waiting');
    expect(JSON.parse(localStorage.getItem('bpi.alerts.v1') ?? '[]')).toMatchObject([{ currency: 'EUR', direction: 'above', threshold: '70000' }]);

    await user.click(within(list).getByRole('button', { name: 'Remove the alert BTC above €70,000.00' }));
    expect(within(panel).queryByRole('list', { name: 'Your alerts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(panel).getByRole('list', { name: 'Your alerts' })).toHaveTextContent('BTC above €70,000.00');
  });

  it('fires on a refresh that crosses the threshold, with an in-page banner, and polls once a minute while the tab is hidden', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { handlers, calls } = scripted([ok(coinDeskReply(60_000)), ok(coinDeskReply(60_500)), ok(coinDeskReply(61_000))]);
    server.use(...handlers);
    const { user } = renderRoute('/bpi');
    const panel = await screen.findByRole('region', { name: 'Price alerts' }, COLD);
    await user.selectOptions(within(panel).getByLabelText('Tell me when BTC goes'), 'above');
    await user.type(within(panel).getByLabelText('Price in USD'), '61000{Enter}');
    await user.selectOptions(within(panel).getByLabelText('Tell me when BTC goes'), 'below');
    await user.type(within(panel).getByLabelText('Price in USD'), '50000{Enter}');

    // Async for the reason route.stream.test.tsx gives: the clock runs on while act flushes.
    await act(async () => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.primary).toBe(2);
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.primary).toBe(3);
    const banner = await within(panel).findByRole('alert');
    expect(banner).toHaveTextContent('BTC above $61,000.00: now $61,000.00.');
    const list = within(panel).getByRole('list', { name: 'Your alerts' });
    expect(list).toHaveTextContent('BTC below $50,000.00 — waiting');
    // Fired, it stays in the list and says when it can fire again.
    expect(list).toHaveTextContent('BTC above $61,000.00 — fired; fires again once BTC has gone below $60,939.00');
  });
});
