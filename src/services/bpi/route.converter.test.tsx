import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { coinbaseReply, coinDeskReply, networkError, ok, scripted } from '../../testing/bpi-fixtures.ts';

const COLD = { timeout: 8000 };
const stats = (body: object, status = 200) => http.get('*/products/:product/stats', () => HttpResponse.json(body, { status }));

describe('/bpi converter', () => {
  it('links BTC and the highlighted currency with exact decimals and accepts pasted grouped numbers', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000.1))]).handlers);
    const { user } = renderRoute('/bpi?currency=USD');
    const converter = await screen.findByRole('region', { name: 'Convert BTC and USD' }, COLD);
    const btc = within(converter).getByLabelText('Amount in BTC');
    const usd = within(converter).getByLabelText('Amount in USD');
    expect(usd).toHaveValue('60,000.10');

    await user.clear(btc);
    await user.type(btc, '0.1');
    expect(usd).toHaveValue('6,000.01');

    await user.clear(usd);
    await user.click(usd);
    await user.paste('1,234.56');
    expect(btc).toHaveValue('0.02057597');
    expect(usd).toHaveValue('1,234.56');

    await user.clear(usd);
    await user.type(usd, '12,34');
    expect(within(converter).getByText('Use a dot for decimals (1.5); a comma only groups thousands (1,234.5)')).toBeInTheDocument();
    expect(usd).toHaveAttribute('aria-invalid', 'true');
    expect(btc).toHaveValue('');
  });
});

describe('/bpi 24-hour statistics', () => {
  it('shows open, high, low, change and volume beside the live price', async () => {
    server.use(
      ...scripted([ok(coinDeskReply(60_000))]).handlers,
      stats({ open: '59000.00000000', high: '61000', low: '58500.5', last: '60180', volume: '9123.45678901', volume_30day: '1' }),
    );
    renderRoute('/bpi?currency=USD');
    const price = await screen.findByRole('region', { name: /^1 BTC in/ }, COLD);
    expect(await within(price).findByText("Last 24 hours, from Coinbase Exchange's 24-hour stats")).toBeInTheDocument();
    const values = within(price)
      .getAllByRole('definition')
      .map((node) => node.textContent);
    expect(values).toEqual(['$59,000.00', '$61,000.00', '$58,500.50', '+2.00%', '9,123.46 BTC']);
  });

  it('converts USD statistics for another currency and says so', async () => {
    server.use(
      ...scripted([networkError()], [ok(coinbaseReply(60_000))]).handlers,
      stats({ open: '50000', high: '61000', low: '49000', last: '60000', volume: '1' }),
    );
    renderRoute('/bpi?currency=JPY');
    const price = await screen.findByRole('region', { name: /^1 BTC in Japanese Yen/ }, COLD);
    expect(await within(price).findByText("Last 24 hours, from Coinbase Exchange's 24-hour stats (converted from USD)")).toBeInTheDocument();
    expect(within(price).getAllByRole('definition')[0]).toHaveTextContent('¥7,500,000');
  });

  it('explains failed statistics with a Retry and keeps the price', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers, stats({ message: 'Internal server error' }, 500));
    const { user } = renderRoute('/bpi');
    const price = await screen.findByRole('region', { name: /^1 BTC in/ }, COLD);
    expect(await within(price).findByText(/24-hour figures unavailable: Coinbase Exchange had a problem \(HTTP 500\)/)).toBeInTheDocument();
    expect(price).toHaveTextContent('$60,000.00');
    server.use(stats({ open: '1', high: '1', low: '1', last: '1', volume: '1' }));
    await user.click(within(price).getByRole('button', { name: 'Retry' }));
    expect(await within(price).findByText("Last 24 hours, from Coinbase Exchange's 24-hour stats")).toBeInTheDocument();
  });
});
