import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { coinbaseReply, coinDeskReply, networkError, ok, scripted, status, tickers } from '../../testing/bpi-fixtures.ts';

/** The first render loads the lazy shell and route chunks, which takes a while on a cold run. */
const COLD = { timeout: 8000 };
const bigPrice = () => screen.getByRole('region', { name: /^1 BTC in/ });

describe('/bpi', () => {
  it('shows the CoinDesk price, the other currencies, the source, the disclaimer and the requests', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    const { user } = renderRoute('/bpi');
    expect(await screen.findByText('$60,000.00', {}, COLD)).toBeInTheDocument();
    expect(bigPrice()).toHaveAccessibleName('1 BTC in United States Dollar');
    expect(screen.getByText('Source: CoinDesk BPI')).toBeInTheDocument();
    const others = screen.getByRole('list', { name: 'Other currencies' });
    expect(within(others).getByText('£45,000.00')).toBeInTheDocument();
    expect(within(others).getByText('€54,000.00')).toBeInTheDocument();
    expect(screen.getByText(/produced from the CoinDesk Bitcoin Price Index/)).toBeInTheDocument();
    expect(screen.getByText(/Price time from CoinDesk BPI: Nov 21, 2026, 10:00:00 PM UTC/)).toBeInTheDocument();
    expect(screen.queryByText(/&#36;|&pound;/)).not.toBeInTheDocument();
    await user.click(screen.getByText(/Inspect requests/));
    expect(screen.getByText(/api\.coindesk\.com\/v2\/bpi\/currentprice\.json/)).toBeInTheDocument();
  });

  it('highlights ?currency= and keeps the choice in the URL', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    const { user, router } = renderRoute('/bpi?currency=eur');
    await screen.findByText('€54,000.00');
    expect(bigPrice()).toHaveAccessibleName('1 BTC in Euro');
    await user.selectOptions(screen.getByLabelText('Highlighted currency'), 'GBP');
    expect(router.state.location.search).toBe('?currency=GBP');
    expect(bigPrice()).toHaveAccessibleName('1 BTC in British Pound Sterling');
    await user.click(screen.getByRole('button', { name: 'Highlight USD' }));
    expect(router.state.location.search).toBe('?currency=USD');
  });

  it('explains a currency CoinDesk does not publish', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    renderRoute('/bpi?currency=JPY');
    expect(await screen.findByText(/CoinDesk BPI has no JPY price \(it publishes USD, GBP and EUR\); showing USD/)).toBeInTheDocument();
  });

  it('switches to Coinbase when CoinDesk is unreachable, says so, and switches back when CoinDesk answers', async () => {
    const { handlers, calls } = scripted([networkError(), ok(coinDeskReply(60_500))], [ok(coinbaseReply(61_000))]);
    server.use(...handlers);
    const { user } = renderRoute('/bpi?currency=JPY');
    expect(await screen.findByText(/Source: Coinbase — CoinDesk BPI unreachable \(Could not reach api\.coindesk\.com: no reply\)/)).toBeInTheDocument();
    expect(bigPrice()).toHaveAccessibleName('1 BTC in Japanese Yen');
    expect(screen.getByText('¥9,150,000')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Other currencies' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText(/CoinDesk is tried again in 2 min/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try CoinDesk again now' }));
    expect(await screen.findByText('Source: CoinDesk BPI')).toBeInTheDocument();
    expect(screen.getByText(/CoinDesk BPI has no JPY price/)).toBeInTheDocument();
    expect(calls).toEqual({ primary: 2, fallback: 1 });
  });

  it('falls back on a CoinDesk 404 too', async () => {
    server.use(...scripted([status(404, 'Sorry, that currency was not found')], [ok(coinbaseReply(61_000))]).handlers);
    renderRoute('/bpi');
    expect(await screen.findByText(/CoinDesk BPI unreachable \(HTTP 404: Sorry, that currency was not found\)/)).toBeInTheDocument();
    expect(screen.getByText('$61,000.00')).toBeInTheDocument();
  });

  it('explains when both sources fail, and Retry recovers', async () => {
    server.use(
      ...scripted(
        [networkError(), networkError()],
        [status(503, { errors: [{ id: 'unavailable', message: 'Down for maintenance' }] }), ok(coinbaseReply(61_000))],
      ).handlers,
    );
    const { user } = renderRoute('/bpi?currency=EUR');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The Coinbase fallback had a problem (HTTP 503)');
    expect(alert).toHaveTextContent('Down for maintenance');
    expect(alert).toHaveTextContent('Coinbase Exchange (Could not reach api.exchange.coinbase.com: no reply)');
    expect(alert).toHaveTextContent('All three sources failed: CoinDesk BPI first (Could not reach api.coindesk.com: no reply)');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('€54,900.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an unreadable CoinDesk reply as an error with the bad field, then keeps data stale on a failed refresh', async () => {
    server.use(
      ...scripted([ok({ time: { updatedISO: 'soon' }, bpi: { USD: { rate_float: 'lots' } } }), ok(coinDeskReply(60_000)), status(400, 'Bad request')]).handlers,
    );
    const { user } = renderRoute('/bpi');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('sent a reply the app cannot read');
    expect(within(alert).getByText('bpi.USD.rate_float')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Coinbase stands in only when CoinDesk cannot be reached or answers 404 or 5xx');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$60,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('Stale: showing the last good data')).toBeInTheDocument();
    expect(screen.getByText('$60,000.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('HTTP 400'));
  });
});

describe('/bpi on Coinbase Exchange, the third source', () => {
  it('names the source and why the first two were skipped, with only USD, GBP and EUR', async () => {
    server.use(...scripted([networkError()], [status(403, { errors: [{ id: 'forbidden', message: 'Blocked' }] })], [tickers(61_000)]).handlers);
    const { user } = renderRoute('/bpi?currency=JPY');
    expect(
      await screen.findByText(
        'Source: Coinbase Exchange — CoinDesk BPI unreachable (Could not reach api.coindesk.com: no reply), Coinbase unreachable (HTTP 403: Blocked)',
        {},
        COLD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Coinbase Exchange has no JPY price \(it publishes USD, GBP and EUR\); showing USD/)).toBeInTheDocument();
    expect(bigPrice()).toHaveTextContent('$61,000.00');
    expect(screen.getByText(/Coinbase Exchange last trade prices/)).toBeInTheDocument();
    await user.click(screen.getByText(/Inspect requests/));
    expect(screen.getByText(/api\.exchange\.coinbase\.com\/products\/BTC-USD\/ticker/)).toBeInTheDocument();
  });
});

describe('/bpi with hostile text', () => {
  it('shows long, RTL, emoji and markup-looking text as plain text', async () => {
    const description = `<img src=x onerror="window.__pwned=1"> ${'דולר אמריקאי 💸 '.repeat(30)}`;
    const reply = coinDeskReply(60_000);
    reply.bpi.USD.description = description;
    reply.bpi.GBP.symbol = '<script>window.__pwned=1</script>';
    reply.disclaimer = `<b>bold</b> ${'x'.repeat(2000)}`;
    server.use(...scripted([ok(reply)]).handlers);
    const { container } = renderRoute('/bpi');
    expect(await screen.findByText('$60,000.00', {}, COLD)).toBeInTheDocument();
    expect(bigPrice()).toHaveTextContent('<img src=x onerror="window.__pwned=1">');
    expect(screen.getByText('£45,000.00')).toBeInTheDocument();
    expect(container.querySelector('main img, main script, main b')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
