import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSettings, saveSettings } from '../../shared/config/settings-store.ts';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { quotePrice } from './fake/market.ts';
import { recentPairs } from './lib/recent-pairs.ts';
import { resetStores } from '../../testing/reset-stores.ts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const url = (params: Record<string, string>) =>
  `/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount: '1', side: 'sell', ...params })}`;

interface Seen {
  query: Record<string, string>;
  headers: Headers;
  signal: AbortSignal;
}

/** Answers with the mock market and records what arrived. */
function record(options: { delayMs?: (query: URLSearchParams) => number; reply?: (query: URLSearchParams) => Response | undefined } = {}) {
  const seen: Seen[] = [];
  server.use(
    http.get('*/swap/allowance-holder/price', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push({ query: Object.fromEntries(query), headers: request.headers, signal: request.signal });
      const wait = options.delayMs?.(query) ?? 0;
      if (wait) await delay(wait);
      const custom = options.reply?.(query);
      if (custom) return custom;
      const reply = quotePrice(query);
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
    }),
  );
  return seen;
}

const pageReady = () => screen.findByRole('heading', { level: 1, name: /swap/i }, { timeout: 15_000 });
const amountField = () => screen.getByRole('textbox', { name: /^Amount to/ });
const quoteHeadline = () => screen.findByText(/You (receive|pay) about/, undefined, { timeout: 10_000 });

afterEach(() => {
  vi.useRealTimers();
  resetSettings();
});

describe('/swap', { timeout: 20_000 }, () => {
  it('quotes the URL pair: base-unit sellAmount, 0x-version v2, amounts, prices, route and fees', async () => {
    const seen = record();
    renderRoute(url({ amount: '1.5' }));
    await pageReady();
    await quoteHeadline();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.query).toEqual({ chainId: '1', sellToken: ETH, buyToken: USDC, sellAmount: '1500000000000000000' });
    expect(seen[0]!.headers.get('0x-version')).toBe('v2');
    expect(seen[0]!.headers.get('0x-api-key')).toBeNull();
    expect(screen.getByText('5,111.14')).toBeInTheDocument();
    expect(screen.getByText(/1 ETH = 3,407\.43 USDC/)).toBeInTheDocument();
    expect(screen.getByText(/1 USDC = 0\.000293476 ETH/)).toBeInTheDocument();
    expect(screen.getByText(/Minimum received/).nextElementSibling).toHaveTextContent('5,060.03 USDC');
    const route = screen.getByRole('region', { name: 'Route' });
    expect(within(route).getByText('Uniswap V3')).toBeInTheDocument();
    expect(within(route).getByText('70 %')).toBeInTheDocument();
    const fees = screen.getByRole('region', { name: 'Fees and gas' });
    expect(within(fees).getByText(/^7\.678\d* USDC$/)).toBeInTheDocument();
    // Dollar values from Coinbase's rates (ETH $3,412.55, USDC $1), cut to cents: 1.5 ETH is $5,118.825.
    expect(await screen.findByText('≈ $5,111.14')).toBeInTheDocument();
    expect(screen.getByText('≈ $5,118.82')).toBeInTheDocument();
    expect(within(fees).getByText(/ETH/, { selector: 'dd' })).toHaveTextContent(/^0\.00135\d* ETH ≈ \$4\.6\d$/);
    expect(screen.getByText(/You would receive 0\.14% less value than you give \(\$7\.67\)/)).toBeInTheDocument();
    expect(screen.getByText(/Measured against/)).toHaveTextContent(/includes the price impact and the 0x and integrator fees .* leaves out the network fee/);
  });

  it('sends buyAmount for an exact buy and shows the maximum sold', async () => {
    const seen = record();
    renderRoute(url({ side: 'buy', amount: '2500.25' }));
    await pageReady();
    await quoteHeadline();
    expect(seen[0]!.query.buyAmount).toBe('2500250000');
    expect(seen[0]!.query).not.toHaveProperty('sellAmount');
    expect(screen.getByText('You pay about')).toBeInTheDocument();
    expect(screen.getByText('Maximum sold')).toBeInTheDocument();
  });

  it('rejects bad input at the field and sends nothing', async () => {
    const seen = record();
    const first = renderRoute(url({ amount: '1e5' }));
    await pageReady();
    expect(await screen.findByText(/without an exponent/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Refresh unavailable: the form has errors/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
    first.unmount();
    renderRoute(url({ buyToken: ETH }));
    expect(await screen.findByText('Choose two different tokens', undefined, { timeout: 10_000 })).toBeInTheDocument();
    await act(async () => delay(600));
    expect(seen).toHaveLength(0);
  });

  it('finds tokens by symbol or name and switches the two sides', async () => {
    const seen = record();
    const { user, router } = renderRoute(url({}));
    await pageReady();
    await quoteHeadline();
    const buy = screen.getByRole('combobox', { name: 'Buy token' });
    await user.click(buy);
    await user.keyboard('wrapped b');
    await user.click(within(screen.getByRole('listbox', { name: 'Buy token options' })).getByRole('option', { name: /WBTC/ }));
    expect(new URLSearchParams(router.state.location.search).get('buyToken')).toBe('0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599');
    await user.click(screen.getByRole('button', { name: 'Switch sell and buy tokens' }));
    expect(screen.getByRole('combobox', { name: 'Sell token' })).toHaveValue('WBTC');
    expect(screen.getByRole('combobox', { name: 'Buy token' })).toHaveValue('ETH');
    // "Sell 1 ETH" becomes "buy 1 ETH": the amount stays with its token.
    expect(amountField()).toHaveAccessibleName('Amount to buy (ETH)');
    expect(new URLSearchParams(router.state.location.search).get('side')).toBe('buy');
    await waitFor(() => expect(seen.at(-1)?.query.buyAmount).toBe('1000000000000000000'), { timeout: 3000 });
    expect(seen.at(-1)?.query).not.toHaveProperty('sellAmount');
  });

  it('keeps an exact buy amount with its token on Switch: buy 5,000 USDC becomes sell 5,000 USDC', async () => {
    const seen = record();
    const { user, router } = renderRoute(url({ side: 'buy', amount: '5000' }));
    await pageReady();
    await quoteHeadline();
    await user.click(screen.getByRole('button', { name: 'Switch sell and buy tokens' }));
    expect(amountField()).toHaveAccessibleName('Amount to sell (USDC)');
    expect(amountField()).toHaveValue('5000');
    expect(new URLSearchParams(router.state.location.search).get('side')).toBe('sell');
    await waitFor(() => expect(seen.at(-1)?.query).toEqual({ chainId: '1', sellToken: USDC, buyToken: ETH, sellAmount: '5000000000' }), { timeout: 3000 });
  });

  it('replaces a preset slippage with what is typed into Custom', async () => {
    const seen = record();
    const { user, router } = renderRoute(url({ slippage: '0.5' }));
    await pageReady();
    await quoteHeadline();
    const custom = screen.getByRole('textbox', { name: 'Custom' });
    await user.click(custom);
    await user.keyboard('2');
    expect(custom).toHaveValue('2');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('slippage')).toBe('2'));
    await waitFor(() => expect(seen.at(-1)?.query.slippageBps).toBe('200'), { timeout: 3000 });
  });

  it('keeps "0.5" typed into Custom after the field is left, though it equals a preset; choosing a preset empties Custom', async () => {
    const seen = record();
    const { user } = renderRoute(url({}));
    await pageReady();
    await quoteHeadline();
    const custom = screen.getByRole('textbox', { name: 'Custom' });
    await user.click(custom);
    await user.keyboard('0.5');
    await user.tab();
    expect(custom).toHaveValue('0.5');
    await waitFor(() => expect(seen.at(-1)?.query.slippageBps).toBe('50'), { timeout: 3000 });
    await user.click(screen.getByRole('radio', { name: '1%' }));
    expect(custom).toHaveValue('');
  });

  it('debounces typing into one request and aborts the superseded one, never showing its answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = record({ delayMs: (query) => (query.get('sellAmount') === '1000000000000000000' ? 2000 : 0) });
    const { user } = renderRoute(url({}), { userEventOptions: { advanceTimers: vi.advanceTimersByTime } });
    await pageReady();
    await waitFor(() => expect(seen).toHaveLength(1), { timeout: 5000 });
    await user.tripleClick(amountField());
    await user.keyboard('2.5');
    expect(seen).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[0]!.signal.aborted).toBe(true);
    expect(seen[1]!.query.sellAmount).toBe('2500000000000000000');
    expect(await screen.findByText('8,518.57')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(2500));
    expect(screen.queryByText('3,407.43')).not.toBeInTheDocument();
    expect(screen.getByText('8,518.57')).toBeInTheDocument();
  });

  it('refreshes on the interval from settings, keeps the quote during a refresh and pauses while hidden', async () => {
    saveSettings({ baseUrls: {}, values: { swapRefreshSeconds: 5 } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = record({ delayMs: () => (seen.length > 1 ? 300 : 0) });
    renderRoute(url({}));
    await pageReady();
    await quoteHeadline();
    expect(seen).toHaveLength(1);
    await act(async () => vi.advanceTimersByTimeAsync(5100));
    expect(seen).toHaveLength(2);
    expect(screen.getByText('You receive about')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(400));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(screen.getByText(/Auto-refresh paused: the tab is hidden/)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(12_000));
    expect(seen).toHaveLength(2);
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await act(async () => vi.advanceTimersByTimeAsync(5100));
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('says plainly when there is no liquidity and shows no executable number', async () => {
    record({ reply: () => HttpResponse.json({ liquidityAvailable: false, zid: '0x1f2e3d4c5b6a79881f2e3d4c' }) });
    renderRoute(url({}));
    await pageReady();
    expect(await screen.findByText('No liquidity for this pair and amount', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/so there is no price to show/)).toBeInTheDocument();
    // 1 ETH is a usual size: the advice is another token or chain, not another amount.
    expect(await screen.findByText(/a usual size: try another token or another chain/)).toBeInTheDocument();
    for (const text of ['You receive about', 'Minimum received', 'Network fee']) expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.queryByText(/1 ETH =/)).not.toBeInTheDocument();
  });

  it('shows each 400 INPUT_INVALID detail at its field', async () => {
    record({
      reply: () =>
        HttpResponse.json(
          {
            name: 'INPUT_INVALID',
            message: 'The input is invalid',
            data: { zid: '0x1', details: [{ field: 'sellAmount', reason: 'sellAmount too small for this pair' }] },
          },
          { status: 400 },
        ),
    });
    renderRoute(url({}));
    await pageReady();
    expect(await screen.findByText('0x: sellAmount too small for this pair', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The fields 0x rejected are marked in the form.');
  });

  it('explains a missing key (401) and a token blocked for trade (422)', async () => {
    record({
      reply: (query) =>
        query.get('buyToken') === USDC ? HttpResponse.json({ message: 'No API key provided.', request_id: 'abc' }, { status: 401 }) : undefined,
    });
    const { unmount } = renderRoute(url({}));
    await pageReady();
    // The server's variable is for whoever runs the site: in its own disclosure, not in the visitor's advice.
    const operator = await screen.findByText('For the site operator', undefined, { timeout: 10_000 });
    expect(operator.closest('details')).toHaveTextContent(/SWAP_API_KEY/);
    expect(within(screen.getByRole('alert')).getByText(/0x needs an API key/)).not.toHaveTextContent(/SWAP_API_KEY/);
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    unmount();
    const { user } = renderRoute(url({ buyToken: '0x77777FeDdddFfC19Ff86DB637967013e6C6A116C' }));
    const blockedDecimals = await screen.findByRole('textbox', { name: 'Buy token decimals' });
    await user.type(blockedDecimals, '18');
    expect(await screen.findByText(/The token you buy is not authorised for trade/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends the personal key from settings as 0x-api-key and masks it in the request inspector', async () => {
    saveSettings({ baseUrls: {}, values: { swapApiKey: 'personal-0x-key-123' } });
    const seen = record();
    const { user } = renderRoute(url({}));
    await pageReady();
    await quoteHeadline();
    expect(seen[0]!.headers.get('0x-api-key')).toBe('personal-0x-key-123');
    await user.click(screen.getByText(/Inspect requests/));
    expect(document.body.textContent).not.toContain('personal-0x-key-123');
  });

  it('keeps the quote when Coinbase gives no reply, and names the flag that routes it through the proxy for the site operator only', async () => {
    record();
    server.use(http.get('*/v2/exchange-rates', () => HttpResponse.error()));
    renderRoute(url({}));
    await pageReady();
    await quoteHeadline();
    const notice = await screen.findByText(/^Dollar values unavailable/, undefined, { timeout: 10_000 });
    expect(notice).toHaveTextContent(/does not accept requests from other sites \(CORS\)/);
    expect(notice).not.toHaveTextContent(/VITE_/);
    expect(screen.getByText('For the site operator').closest('details')).toHaveTextContent(
      /build with VITE_MARKET_VIA_PROXY=true so requests go through this site's proxy/,
    );
    expect(screen.getAllByText('USD price unavailable').length).toBeGreaterThan(0);
    expect(screen.getByText('3,407.43')).toBeInTheDocument();
  });

  it('remembers a priced pair for the command palette, and not one without liquidity', async () => {
    localStorage.clear();
    resetStores();
    record({ reply: (query) => (query.get('sellAmount') === '2000000000000000000' ? HttpResponse.json({ liquidityAvailable: false }) : undefined) });
    const { unmount } = renderRoute(url({ amount: '2' }));
    await pageReady();
    expect(await screen.findByText('No liquidity for this pair and amount', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(recentPairs.get()).toEqual([]);
    unmount();
    renderRoute(url({ amount: '1.5' }));
    await quoteHeadline();
    await waitFor(() =>
      expect(recentPairs.get()).toEqual([{ chainId: 1, sellToken: ETH, buyToken: USDC, sellSymbol: 'ETH', buySymbol: 'USDC', amount: '1.5', side: 'sell' }]),
    );
  });
});
