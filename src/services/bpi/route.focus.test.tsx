import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { coinDeskReply, ok, scripted } from '../../testing/bpi-fixtures.ts';

describe('/bpi focus', { timeout: 20_000 }, () => {
  it('"Highlight EUR" by keyboard removes its card and focuses the neighbouring Highlight button, not <body>', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    const { user } = renderRoute('/bpi');
    await screen.findByText('$60,000.00', {}, { timeout: 8000 });
    screen.getByRole('button', { name: 'Highlight EUR' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('region', { name: /^1 BTC in/ })).toHaveAccessibleName('1 BTC in Euro'));
    expect(screen.queryByRole('button', { name: 'Highlight EUR' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Highlight GBP' })).toHaveFocus());
  });
});
