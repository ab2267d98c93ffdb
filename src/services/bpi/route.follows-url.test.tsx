import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { coinDeskReply, ok, scripted } from '../../testing/bpi-fixtures.ts';

const bigPrice = () => screen.getByRole('region', { name: /^1 BTC in/ });

describe('/bpi follows the URL', { timeout: 20_000 }, () => {
  it('the Bitcoin link on /bpi?currency=EUR highlights the default currency again; back brings EUR back', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    const { user, router } = renderRoute('/bpi?currency=EUR');
    await screen.findByText('€54,000.00', {}, { timeout: 8000 });
    expect(bigPrice()).toHaveAccessibleName('1 BTC in Euro');
    await user.click(within(screen.getByRole('navigation', { name: 'Services' })).getByRole('link', { name: 'Bitcoin' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(bigPrice()).toHaveAccessibleName('1 BTC in United States Dollar');
    expect(screen.getByLabelText('Highlighted currency')).toHaveValue('USD');
    await router.navigate(-1);
    await waitFor(() => expect(bigPrice()).toHaveAccessibleName('1 BTC in Euro'));
    expect(screen.getByLabelText('Highlighted currency')).toHaveValue('EUR');
  });
});
