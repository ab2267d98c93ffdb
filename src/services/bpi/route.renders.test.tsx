import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { FakeSocket, heartbeatMessage, tickerMessage } from '../../testing/fake-feed-socket.ts';
import { advance, feedTime, installStreamedFeed, send, untilShown } from '../../testing/streamed-feed.ts';
import { coinbaseReply, coinDeskReply, ok, scripted } from '../../testing/bpi-fixtures.ts';

/** Renders per part: the panel as the page draws it, and every commit inside the chart and the currency picker. */
const { renders, count } = vi.hoisted(() => {
  const renders: Record<string, number> = {};
  return { renders, count: (part: string) => (renders[part] = (renders[part] ?? 0) + 1) };
});

vi.mock('./components/price-panel.tsx', async (importOriginal) => {
  const { createElement } = await import('react');
  const original = await importOriginal<typeof import('./components/price-panel.tsx')>();
  return {
    PricePanel: (props: Parameters<typeof original.PricePanel>[0]) => {
      count('panel drawn by the page');
      return createElement(original.PricePanel, props);
    },
  };
});
vi.mock('./components/price-chart.tsx', async (importOriginal) => {
  const { createElement, Profiler } = await import('react');
  const original = await importOriginal<typeof import('./components/price-chart.tsx')>();
  return {
    PriceChart: (props: Parameters<typeof original.PriceChart>[0]) =>
      createElement(Profiler, { id: 'chart', onRender: () => count('chart') }, createElement(original.PriceChart, props)),
  };
});
vi.mock('./components/currency-picker.tsx', async (importOriginal) => {
  const { createElement, Profiler } = await import('react');
  const original = await importOriginal<typeof import('./components/currency-picker.tsx')>();
  return {
    CurrencyPicker: (props: Parameters<typeof original.CurrencyPicker>[0]) =>
      createElement(Profiler, { id: 'picker', onRender: () => count('currency picker') }, createElement(original.CurrencyPicker, props)),
  };
});

const COLD = { timeout: 8000 };

installStreamedFeed();

describe('/bpi streamed trades re-render only what shows them', () => {
  it('updates the price, its trade time and the converter with each EUR trade, while the page, the chart and the currency picker wait', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))], [ok(coinbaseReply(60_000))]).handlers);
    renderRoute('/bpi?currency=EUR');
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1), COLD);
    act(() => FakeSocket.last.serverOpens());
    const at = Date.UTC(2026, 10, 28, 7, 30, 0);
    await send(tickerMessage('BTC-EUR', '52000.00000000', feedTime(at)));
    await untilShown('€52,000.00');
    // Whatever follows the first trade (the chart's first follow, the rates) settles first.
    await advance(3000);
    const chartPrices = () => Number(/^(\d+) EUR prices/.exec(screen.getByRole('img', { name: /EUR prices since/ }).closest('figure')?.textContent ?? '')?.[1]);
    const before = chartPrices();
    for (const part of Object.keys(renders)) delete renders[part];

    // Seven trades within 1.75 s, each shown as it arrives.
    for (let trade = 1; trade <= 7; trade += 1) {
      const price = 52_000 + trade * 3;
      await send(tickerMessage('BTC-EUR', `${price}.50000000`, feedTime(at + 3000 + trade * 250)));
      const written = `€${price.toLocaleString('en-US')}.50`;
      expect(await untilShown(written)).toBeInTheDocument();
      expect(screen.getByLabelText('Amount in EUR')).toHaveValue(`${price.toLocaleString('en-US')}.50`);
      await advance(200);
    }
    expect(screen.getByText(`Trade at 07:30:04.750 AM UTC`)).toBeInTheDocument();

    expect(renders['panel drawn by the page']).toBeUndefined();
    expect(renders['currency picker']).toBeUndefined();
    // The chart follows every 2 s: at most twice for seven trades in under 2 s, and then has them all.
    expect(renders.chart ?? 0).toBeLessThanOrEqual(2);
    await advance(2000);
    expect(chartPrices()).toBe(before + 7);
  });

  it('counts the seconds of a quiet feed in its line without drawing the page again', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))], [ok(coinbaseReply(60_000))]).handlers);
    renderRoute('/bpi?currency=GBP');
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1), COLD);
    act(() => FakeSocket.last.serverOpens());
    const at = Date.now();
    await send(tickerMessage('BTC-GBP', '47000.00000000', feedTime(at)));
    await untilShown('£47,000.00');
    for (const part of Object.keys(renders)) delete renders[part];

    // Heartbeats only: after 5 s the feed is quiet, and its line counts each second.
    for (let second = 1; second <= 9; second += 1) {
      await send(heartbeatMessage('BTC-GBP', feedTime(at + second * 1000)));
      await advance(1000);
    }
    expect(screen.getByText(/^No trades for [89] s \(connection alive\)$/)).toBeInTheDocument();
    expect(screen.getByText('£47,000.00')).toBeInTheDocument();
    expect(renders['panel drawn by the page']).toBeUndefined();
  });
});
