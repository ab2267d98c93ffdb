import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { coinbaseReply, coinDeskReply, networkError, ok, scripted } from '../../testing/bpi-fixtures.ts';

const COLD = { timeout: 8000 };
const HOUR = 3600;
const T0 = Date.UTC(2026, 10, 20, 0, 0, 0) / 1000;

/** Candle requests as the test saw them, and replies of four hourly candles newest first. */
function candlesHandler(closes: Record<string, number[]> = {}) {
  const calls: { product: string; granularity: string | null; start: string | null; end: string | null }[] = [];
  const handler = http.get('*/products/:product/candles', ({ params, request }) => {
    const url = new URL(request.url);
    const product = String(params.product);
    calls.push({ product, granularity: url.searchParams.get('granularity'), start: url.searchParams.get('start'), end: url.searchParams.get('end') });
    if (product === 'BTC-GBP') return HttpResponse.json({ message: 'NotFound' }, { status: 404 });
    const prices = closes[product] ?? [60_000, 61_000, 59_000, 60_500];
    return HttpResponse.json(prices.map((close, index) => [T0 + index * HOUR, close - 100, close + 100, close - 50, close, 1.25]).reverse());
  });
  return { handler, calls };
}

describe('/bpi price history', () => {
  it('shows the range from the URL, switches range with one request per window and keeps it in the URL', async () => {
    const { handler, calls } = candlesHandler();
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers, handler);
    const { user, router } = renderRoute('/bpi?currency=USD&range=1w');
    const history = await screen.findByRole('region', { name: /Price history in USD/ }, COLD);
    expect(
      await within(history).findByText(/Over the last week: open \$60,000\.00, close \$60,000\.00, high \$61,000\.00, low \$59,000\.00/),
    ).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: /1W/ })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ product: 'BTC-USD', granularity: '3600' });

    await user.click(within(history).getByRole('button', { name: /1Y/ }));
    expect(router.state.location.search).toBe('?currency=USD&range=1y');
    await within(history).findByText(/Over the last year/);
    const yearly = calls.slice(1);
    expect(yearly.map((call) => call.granularity)).toEqual(['86400', '86400']);
    expect(yearly[0]!.end).toBe(yearly[1]!.start);

    await user.click(within(history).getByRole('button', { name: /1W/ }));
    await within(history).findByText(/Over the last week/);
    // Cached per range: going back to 1W asks nothing.
    expect(calls).toHaveLength(3);
  });

  it('moves a crosshair with the arrow keys and reads out the time and price', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers, candlesHandler().handler);
    const { user } = renderRoute('/bpi?range=1w');
    const chart = await screen.findByRole('slider', { name: /BTC price in USD over the last week/ }, COLD);
    chart.focus();
    await user.keyboard('{End}');
    const readout = () => document.getElementById(chart.getAttribute('aria-describedby')!)!;
    // The live price extends the series after the last candle.
    expect(readout()).toHaveTextContent(/\$60,000\.00 \(live price\)/);
    await user.keyboard('{ArrowLeft}');
    expect(readout()).toHaveTextContent(/\w{3}, \w{3} \d+, \d\d:00 [AP]M: \$60,500\.00$/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(readout()).toHaveTextContent(/\$61,000\.00$/);
    await user.keyboard('{Home}');
    expect(readout()).toHaveTextContent(/\$60,000\.00$/);
    await user.keyboard('{ArrowLeft}');
    expect(readout()).toHaveTextContent(/\$60,000\.00$/);
  });

  it('converts the USD series for a currency the exchange does not list, and says so', async () => {
    const { handler, calls } = candlesHandler();
    server.use(...scripted([networkError()], [ok(coinbaseReply(60_000))]).handlers, handler);
    const { user } = renderRoute('/bpi?currency=JPY&range=1w');
    await screen.findByRole('region', { name: /^1 BTC in/ }, COLD);
    const history = await screen.findByRole('region', { name: /Price history in JPY \(converted from USD at the live rate\)/ }, COLD);
    expect(await within(history).findByText(/open ¥9,000,000, close ¥9,000,000, high ¥9,150,000, low ¥8,850,000/)).toBeInTheDocument();
    expect(calls.map((call) => call.product)).toEqual(['BTC-USD']);
    await user.click(within(history).getByRole('button', { name: 'Show as table' }));
    const table = within(history).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('¥9,150,000')).toBeInTheDocument();
  });

  it('falls back to converted USD once when a listed product answers 404 NotFound', async () => {
    const { handler, calls } = candlesHandler();
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers, handler);
    renderRoute('/bpi?currency=GBP&range=1w');
    const history = await screen.findByRole('region', { name: /Price history in GBP \(converted from USD/ }, COLD);
    expect(await within(history).findByText(/open £45,000\.00/)).toBeInTheDocument();
    expect(calls.map((call) => call.product)).toEqual(['BTC-GBP', 'BTC-USD']);
  });

  it('explains a failed history with Retry while the live price stays', async () => {
    let fail = true;
    server.use(
      ...scripted([ok(coinDeskReply(60_000))]).handlers,
      http.get('*/products/:product/candles', () =>
        fail ? HttpResponse.json({ message: 'Public rate limit exceeded' }, { status: 429 }) : HttpResponse.json([[T0, 1, 3, 2, 2, 1]]),
      ),
    );
    const { user } = renderRoute('/bpi');
    const history = await screen.findByRole('region', { name: /Price history in USD/ }, COLD);
    const alert = await within(history).findByRole('alert');
    expect(alert).toHaveTextContent('Coinbase Exchange: rate limit reached');
    expect(alert).toHaveTextContent('Public rate limit exceeded');
    expect(alert).toHaveTextContent('The live price above does not depend on the history');
    expect(screen.getByRole('region', { name: /^1 BTC in/ })).toHaveTextContent('$60,000.00');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(history).queryByRole('alert')).not.toBeInTheDocument());
    // The 24-hour figures are given once, above the chart, by the source that serves them.
    expect(
      within(history).getByText(
        /Over the last day: 2 prices, the latest \$60,000\.00\. The 24-hour open, high, low and change are above, from Coinbase Exchange's 24-hour stats\./,
      ),
    ).toBeInTheDocument();
  });

  it('explains an unknown range in the link and offers to remove it', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers, candlesHandler().handler);
    const { user, router } = renderRoute('/bpi?range=5y');
    const notice = await screen.findByText((_, element) => element?.tagName === 'LI' && element.textContent?.startsWith('Unknown range') === true, {}, COLD);
    expect(notice).toHaveTextContent('Unknown range (5y): the chart shows the last day.');
    await user.click(screen.getByRole('button', { name: 'Remove it from the link' }));
    expect(router.state.location.search).toBe('');
  });
});
