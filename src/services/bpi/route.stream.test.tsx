import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { addAlert, clearFired } from './lib/alerts.ts';
import { FakeSocket, heartbeatMessage, tickerMessage } from '../../testing/fake-feed-socket.ts';
import { advance, feedTime, installStreamedFeed, send, untilShown } from '../../testing/streamed-feed.ts';
import { coinbaseReply, coinDeskReply, ok, scripted } from '../../testing/bpi-fixtures.ts';
import { resetStores } from '../../testing/reset-stores.ts';

const COLD = { timeout: 8000 };

installStreamedFeed();
beforeEach(() => clearFired());

async function streaming() {
  // The first render loads the page code (slow on a busy machine).
  await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1), COLD);
  expect(FakeSocket.last.url).toBe('wss://ws-feed.exchange.coinbase.com');
  act(() => FakeSocket.last.serverOpens());
  expect(JSON.parse(FakeSocket.last.sent[0]!)).toEqual({
    type: 'subscribe',
    product_ids: ['BTC-USD', 'BTC-EUR', 'BTC-GBP'],
    channels: ['ticker', 'heartbeat'],
  });
}

describe('/bpi streamed', () => {
  it('shows each trade with its time and the feed as the one source, and asks no REST price while streaming', async () => {
    const { handlers, calls, exchangeCalls } = scripted([ok(coinDeskReply(60_000))], [ok(coinbaseReply(60_000))]);
    server.use(...handlers);
    renderRoute('/bpi?currency=JPY');
    await streaming();
    const at = Date.UTC(2026, 10, 26, 8, 0, 1, 250);
    await send(tickerMessage('BTC-USD', '61234.56000000', feedTime(at)));
    await send(tickerMessage('BTC-EUR', '55100.10000000', feedTime(at)));
    await send(tickerMessage('BTC-GBP', '47000.00000000', feedTime(at)));
    await advance(20);

    // JPY is converted from the streamed USD trade at Coinbase's rate (150 per USD).
    expect(await untilShown('¥9,185,184')).toBeInTheDocument();
    expect(screen.getByText('Converted from the USD trade at 08:00:01.250 AM UTC')).toBeInTheDocument();
    expect(screen.getByText('$61,234.56')).toBeInTheDocument();
    expect(screen.getAllByText('Trade at 08:00:01.250 AM UTC').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('$61,234.56').closest('[aria-live]')).toBeNull();
    expect(screen.getByText(/^Live — streamed trades, last at 08:00:01 AM UTC$/)).toBeInTheDocument();
    expect(screen.getByText('Source: Coinbase Exchange live feed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Last 24 hours, from the Coinbase Exchange live feed/ })).toBeInTheDocument();

    await send(tickerMessage('BTC-USD', '61240.00000000', feedTime(at + 500)));
    await advance(20);
    expect(await untilShown('$61,240.00')).toBeInTheDocument();

    const primaryBefore = calls.primary;
    const ratesBefore = calls.fallback;
    for (let second = 0; second < 60; second += 1) {
      await send(tickerMessage('BTC-USD', `6124${second % 10}.00000000`, feedTime(at + 1000 * (second + 1))));
      await advance(1000);
    }
    expect(calls.primary).toBe(primaryBefore);
    expect(exchangeCalls).toEqual([]);
    // The rates that convert USD into yen: at most once a minute.
    expect(calls.fallback - ratesBefore).toBeLessThanOrEqual(1);
  });

  it('says when only heartbeats come, and skips a malformed message, counting it', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    renderRoute('/bpi');
    await screen.findByText('$60,000.00', {}, COLD);
    await streaming();
    await send('{"type":"ticker","price":');
    for (let second = 0; second < 7; second += 1) {
      await send(heartbeatMessage('BTC-USD', feedTime(Date.now())));
      await advance(1000);
    }
    expect(screen.getByText(/^No trades for [67] s \(connection alive\)$/)).toBeInTheDocument();
    expect(screen.getByText(/Inspect the live stream/)).toHaveTextContent('(8 messages, 1 skipped)');
    expect(screen.getByText('Last skipped: a malformed message (not JSON).')).toBeInTheDocument();
  });

  it('falls back to polling, said in words, when the feed sends an error', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    renderRoute('/bpi');
    await streaming();
    await send({ type: 'error', message: 'Failed to subscribe', reason: 'BTC-USD is delisted' });
    expect(
      await screen.findByText(
        'Refreshing every 30 s — live stream unavailable: the feed answered with an error: Failed to subscribe (BTC-USD is delisted). Trying the stream again in the background.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('$60,000.00', {}, COLD)).toBeInTheDocument();
    expect(screen.getByText(/Next refresh in/)).toBeInTheDocument();
  });

  it('fires an alert once per crossing on streamed trades: jitter fires once, a move back past the margin re-arms it, a reload does not re-fire', async () => {
    // The polled price before the stream (and after the reload) is between the re-arm level and the threshold.
    server.use(...scripted([ok(coinDeskReply(59_950))]).handlers);
    addAlert({ currency: 'USD', direction: 'above', threshold: '60000' });
    const first = renderRoute('/bpi');
    await streaming();
    let at = Date.UTC(2026, 10, 26, 9, 0, 0);
    const trade = async (price: string) => {
      at += 250;
      // A 24-hour high far away, so the price shows in one place only.
      await send(tickerMessage('BTC-USD', `${price}000000`, feedTime(at), { high_24h: '70000.00000000' }));
      await untilShown(`$${Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    };
    const alertsPanel = () => screen.getByRole('region', { name: 'Price alerts' });
    const firings = () =>
      within(alertsPanel())
        .queryAllByRole('listitem')
        .filter((item) => item.textContent?.includes(': now'));
    const panel = alertsPanel();
    expect(panel).toHaveTextContent('again only after the price has gone back by 0.1 % of the threshold (at least 1 USD)');

    for (const price of ['59999.99', '60000.01', '59999.50', '60000.02', '59990.00', '60003.00', '59941.00', '60000.03']) await trade(price);
    expect(firings().map((item) => item.textContent)).toEqual(['BTC above $60,000.00: now $60,000.01.']);
    const yours = within(panel).getByRole('list', { name: 'Your alerts' });
    expect(yours).toHaveTextContent('BTC above $60,000.00 — fired; fires again once BTC has gone below $59,940.00');

    await trade('59940.00');
    expect(yours).toHaveTextContent('BTC above $60,000.00 — waiting');
    await trade('60001.00');
    expect(firings().map((item) => item.textContent)).toEqual(['BTC above $60,000.00: now $60,001.00.', 'BTC above $60,000.00: now $60,000.01.']);

    // A reload while the price is still above: the stored state says fired, so the first trade fires nothing.
    first.unmount();
    resetStores();
    clearFired();
    renderRoute('/bpi');
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2), COLD);
    act(() => FakeSocket.last.serverOpens());
    await trade('60005.00');
    expect(firings()).toEqual([]);
    expect(screen.getByRole('list', { name: 'Your alerts' })).toHaveTextContent('fired; fires again once BTC has gone below $59,940.00');
  });
});

describe('/bpi streamed, the chart', () => {
  it('draws every streamed trade, following the stream within 2 s, and its low and high include the price shown', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))], [ok(coinbaseReply(60_000))]).handlers);
    renderRoute('/bpi?currency=GBP');
    await streaming();
    const at = Date.UTC(2026, 10, 27, 14, 0, 0);
    // Twelve GBP trades in three seconds, each higher than the last: the last one shown is the high.
    for (let trade = 0; trade < 12; trade += 1) {
      await send(tickerMessage('BTC-GBP', `${47_500 + trade * 11}.25000000`, feedTime(at + trade * 250)));
      await advance(250);
    }
    expect(await untilShown('£47,621.25')).toBeInTheDocument();
    // The chart follows the stream every 2 s, not with each trade.
    await advance(2000);
    const caption = screen.getByRole('img', { name: /GBP prices since/ }).closest('figure')!.textContent ?? '';
    expect(Number(/^(\d+) GBP prices/.exec(caption)?.[1])).toBeGreaterThanOrEqual(12);
    // The low is the polled price shown before the stream opened.
    expect(caption).toMatch(/low £45,000\.00, high £47,621\.25\.$/);
  });
});
