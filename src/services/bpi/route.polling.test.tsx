import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettings, saveSettings } from '../../shared/config/settings-store.ts';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { coinbaseReply, coinDeskReply, networkError, ok, scripted } from '../../testing/bpi-fixtures.ts';

const COLD = { timeout: 8000 };
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  resetSettings();
});

const setVisibility = (next: DocumentVisibilityState) =>
  act(() => {
    visibility = next;
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('/bpi polling', () => {
  it('refreshes every 30 s by default, showing the change since the previous refresh and a growing chart', async () => {
    const { handlers, calls } = scripted([ok(coinDeskReply(60_000)), ok(coinDeskReply(60_060)), ok(coinDeskReply(59_940))]);
    server.use(...handlers);
    renderRoute('/bpi');
    await screen.findByText('$60,000.00', {}, COLD);
    expect(screen.getByText(/Next refresh in (29|30|31) s/)).toBeInTheDocument();
    expect(screen.getByText(/Change since the previous refresh appears after the next refresh/)).toBeInTheDocument();

    await advance(30_000);
    await screen.findByText('$60,060.00');
    expect(screen.getByText(/Up \+\$60\.00 \(\+0\.100%\) since the previous refresh/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /2 USD prices since .*: low \$60,000\.00, high \$60,060\.00/ })).toBeInTheDocument();

    await advance(30_000);
    await screen.findByText('$59,940.00');
    expect(screen.getByText(/Down −\$120\.00 \(−0\.200%\) since the previous refresh/)).toBeInTheDocument();
    expect(calls.primary).toBe(3);
    expect(JSON.parse(sessionStorage.getItem('bpi.history.v1') ?? '[]')).toHaveLength(3);
  });

  it('uses the interval from /settings and pauses while the tab is hidden', async () => {
    saveSettings({ baseUrls: {}, values: { bpiRefreshSeconds: 10 } });
    const { handlers, calls } = scripted([ok(coinDeskReply(60_000)), ok(coinDeskReply(60_100))]);
    server.use(...handlers);
    renderRoute('/bpi');
    await screen.findByText('$60,000.00', {}, COLD);
    await advance(10_000);
    await screen.findByText('$60,100.00');
    expect(calls.primary).toBe(2);

    await setVisibility('hidden');
    expect(screen.getByText('Auto-refresh paused: this tab is hidden')).toBeInTheDocument();
    await advance(60_000);
    expect(calls.primary).toBe(2);

    await setVisibility('visible');
    await advance(10_000);
    expect(calls.primary).toBeGreaterThan(2);
  });

  it('keeps Coinbase at the normal pace, probes CoinDesk at the slower one, and switches back by itself', async () => {
    const { handlers, calls } = scripted([networkError(), networkError(), ok(coinDeskReply(60_500))], [ok(coinbaseReply(61_000))]);
    server.use(...handlers);
    renderRoute('/bpi');
    await screen.findByText(/Source: Coinbase — CoinDesk BPI unreachable/, {}, COLD);
    await advance(30_000);
    await advance(30_000);
    expect(calls).toEqual({ primary: 1, fallback: 3 });
    await advance(30_000);
    expect(calls).toEqual({ primary: 2, fallback: 4 });
    expect(screen.getByText(/Source: Coinbase/)).toBeInTheDocument();
    await advance(90_000);
    expect(await screen.findByText('Source: CoinDesk BPI')).toBeInTheDocument();
    expect(screen.getByText('$60,500.00')).toBeInTheDocument();
    expect(screen.getByText(/that price came from Coinbase/)).toBeInTheDocument();
  });

  it('shows the price on the overview card', async () => {
    server.use(...scripted([networkError()], [ok(coinbaseReply(61_000))]).handlers);
    renderRoute('/');
    expect(await screen.findByText(/\$61,000\.00 per BTC · from Coinbase \(CoinDesk BPI unreachable\)/, {}, COLD)).toBeInTheDocument();
  });
});
