import { onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { FakeSocket } from '../../testing/fake-feed-socket.ts';
import { coinDeskReply, ok, scripted } from '../../testing/bpi-fixtures.ts';

/** Where this tab keeps the prices seen during the visit: a reload reads them back under this key. */
const HISTORY_STORAGE_KEY = 'bpi.history.v1';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  // The browser and the query client both think the network is gone: queries pause, as offline.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  onlineManager.setOnline(false);
});
afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('/bpi offline before any price arrived', () => {
  it('says there is no price while offline and shows the last one this tab saw, with its age and source', async () => {
    sessionStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify([{ at: Date.now() - 5 * 60_000, source: 'feed', prices: { USD: 59_123.45, EUR: 54_000 } }]));
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    renderRoute('/bpi?currency=EUR');
    const notice = await screen.findByText('No price while you are offline.', {}, { timeout: 8000 });
    expect(notice.parentElement).toHaveTextContent('Last price seen in this tab: €54,000.00 per BTC, from Coinbase Exchange live feed, 5 minutes ago.');
    expect(screen.queryByText('Loading the bitcoin price…')).not.toBeInTheDocument();
    expect(screen.getByText('Auto-refresh paused: you are offline')).toBeInTheDocument();
    expect(screen.getByText('Offline — the live stream resumes when the connection is back.')).toBeInTheDocument();
  });

  it('says so when this tab has seen no price yet', async () => {
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    renderRoute('/bpi');
    expect(await screen.findByText('This tab has not seen a price yet; it appears when the connection is back.', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
