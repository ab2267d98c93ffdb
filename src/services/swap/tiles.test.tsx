import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchPin } from '../../shared/board/tile-match.ts';
import { resetSettings, saveSettings } from '../../shared/config/settings-store.ts';
import { server } from '../../testing/msw/node.ts';
import { quotePrice } from './fake/market.ts';
import { swapPairTile } from './service.ts';
import { tiles } from './tiles.tsx';
import { toChecksumAddress } from './lib/address.ts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const WBTC = '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599';
const ETH_USDC = { sellSymbol: 'ETH', sellDecimals: '18', buySymbol: 'USDC', buyDecimals: '6' };
const PairTile = tiles.pair!;

/** Answers with the mock market (or `reply`) and records each price request's query. */
function record(reply?: (query: URLSearchParams) => Response | undefined, delayMs = 0) {
  const seen: Record<string, string>[] = [];
  server.use(
    http.get('*/swap/allowance-holder/price', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(Object.fromEntries(query));
      if (delayMs) await delay(delayMs);
      const custom = reply?.(query);
      if (custom) return custom;
      const answer = quotePrice(query);
      return HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
    }),
  );
  return seen;
}

/** The tile as the board draws it, for the view `href` (matched as a pin) with these details; `client` is the board's cache. */
function renderTile(
  href: string,
  details: Record<string, string> = ETH_USDC,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  received?: { confirm: () => void },
) {
  const match = matchPin([{ serviceId: 'swap', kind: swapPairTile }], href)!;
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PairTile
          url={match.url}
          search={match.search}
          params={match.params}
          size="small"
          details={details}
          received={received !== undefined}
          confirm={received?.confirm}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const quoted = () => screen.findByText(/^≈ \$[\d,]+\.\d\d$/);

afterEach(() => {
  vi.useRealTimers();
  resetSettings();
});

describe('the swap pair tile', () => {
  it('shows the live quote, its dollar value and the value lost, asking what the page asks', async () => {
    const seen = record();
    renderTile(`/swap?sellToken=${ETH.toLowerCase()}&buyToken=${USDC.toLowerCase()}&amount=1.5`);
    expect(await screen.findByText('1.5 ETH on Ethereum gets about')).toBeInTheDocument();
    await quoted();
    expect(seen).toEqual([{ chainId: '1', sellToken: ETH, buyToken: USDC, sellAmount: '1500000000000000000' }]);
    expect(screen.getByTitle(/^5,111\.14\d* USDC$/)).toHaveTextContent('5,111.14 USDC');
    expect(await screen.findByText(/^Value lost [\d.]+% \(\$[\d,]+\.\d\d\)$/)).toBeInTheDocument();
    expect(screen.getByText('Refreshing every 15 s')).toBeInTheDocument();
    expect(screen.getByText(/^Updated /)).toBeInTheDocument();
  });

  it('quotes a fixed amount bought as what it costs, asking for the checksummed addresses', async () => {
    const seen = record();
    renderTile(`/swap?sellToken=${USDC.toLowerCase()}&buyToken=${WBTC.toLowerCase()}&amount=0.5&side=buy&slippage=0.5`, {
      sellSymbol: 'USDC',
      sellDecimals: '6',
      buySymbol: 'WBTC',
      buyDecimals: '8',
    });
    expect(await screen.findByText('0.5 WBTC on Ethereum costs about')).toBeInTheDocument();
    expect(await screen.findByTitle(/^[\d,.]+ USDC$/)).toBeInTheDocument();
    expect(seen).toEqual([{ chainId: '1', sellToken: USDC, buyToken: WBTC, buyAmount: '50000000', slippageBps: '50' }]);
  });

  it('shows its error alone with Retry, and the quote once Retry succeeds', async () => {
    let failing = true;
    const seen = record(() => (failing ? HttpResponse.json({ message: 'No API key provided.', request_id: 'abc' }, { status: 401 }) : undefined));
    renderTile('/swap');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/The API key is missing, invalid or not allowed/);
    expect(screen.queryByText(/^≈ \$/)).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: /Retry/ }));
    await quoted();
    expect(seen).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there is no liquidity', async () => {
    record(() => HttpResponse.json({ liquidityAvailable: false, zid: '0x1f2e3d4c5b6a79881f2e3d4c' }));
    renderTile('/swap');
    expect(await screen.findByText(/^No liquidity for this pair and amount/)).toBeInTheDocument();
    expect(screen.queryByText(/^≈ \$/)).not.toBeInTheDocument();
  });

  it('refreshes on the page’s interval and pauses while the tab is hidden', async () => {
    saveSettings({ baseUrls: {}, values: { swapRefreshSeconds: 5 } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = record();
    renderTile('/swap');
    await quoted();
    expect(screen.getByText('Refreshing every 5 s')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(5100));
    expect(seen).toHaveLength(2);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    const tabTurns = (state: DocumentVisibilityState) => {
      visibility.mockReturnValue(state);
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
    };
    tabTurns('hidden');
    expect(screen.getByText('Paused while the tab is hidden')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(12_000));
    expect(seen).toHaveLength(2);
    tabTurns('visible');
    await act(async () => vi.advanceTimersByTimeAsync(5100));
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Refreshing every 5 s')).toBeInTheDocument();
  });

  it('says there is no quote offline, and asks nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const seen = record();
    renderTile('/swap');
    expect(await screen.findByText('No quote offline')).toBeInTheDocument();
    await act(async () => delay(50));
    expect(seen).toEqual([]);
  });

  it('shares one request and one cache entry with a second tile asking the same quote', async () => {
    const seen = record(undefined, 50);
    const client = renderTile('/swap?amount=2');
    renderTile(`/swap?chainId=1&amount=2&buyToken=${USDC.toLowerCase()}`, ETH_USDC, client);
    expect(await screen.findAllByText(/^≈ \$[\d,]+\.\d\d$/)).toHaveLength(2);
    expect(seen).toHaveLength(1);
    expect(client.getQueryCache().findAll({ queryKey: ['swap', 'price'] })).toHaveLength(1);
  });

  it('quotes a pin in the documented format (no details) by the token list, as the page does', async () => {
    const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
    const seen = record();
    renderTile(`/swap?sellToken=${DAI.toLowerCase()}&buyToken=${WBTC.toLowerCase()}&amount=250`, {}, undefined, { confirm: () => undefined });
    expect(await screen.findByText('250 DAI on Ethereum gets about')).toBeInTheDocument();
    await quoted();
    expect(seen).toEqual([{ chainId: '1', sellToken: DAI, buyToken: WBTC, sellAmount: '250000000000000000000' }]);
  });

  it('never takes decimals from the details for a listed token: forged ones are ignored', async () => {
    const seen = record();
    renderTile('/swap?amount=2', { sellSymbol: 'ETH', sellDecimals: '6', buySymbol: '<img src=x onerror=alert(1)>', buyDecimals: '600' }, undefined, {
      confirm: () => undefined,
    });
    await quoted();
    expect(seen).toEqual([{ chainId: '1', sellToken: ETH, buyToken: USDC, sellAmount: '2000000000000000000' }]);
    expect(screen.getByTitle(/ USDC$/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('asks before believing the decimals a received link gives for a token the list does not know, and quotes once asked', async () => {
    const CUSTOM = '0x3333333333333333333333333333333333333333';
    const seen = record(() => HttpResponse.json({ liquidityAvailable: false, zid: '0x1f2e3d4c5b6a79881f2e3d4d' }));
    const confirm = vi.fn();
    renderTile(`/swap?buyToken=${CUSTOM}`, { buySymbol: 'ABC', buyDecimals: '12' }, undefined, { confirm });
    expect(await screen.findByText(/The token bought \(0x3333…3333\) is not in the token list\. The link says it is ABC with 12 decimals/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', `/swap?buyToken=${CUSTOM}`);
    await userEvent.click(screen.getByRole('button', { name: 'Use the link’s decimals' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(seen).toEqual([]);

    // Pinned here, the person's own decimals are used.
    renderTile(`/swap?buyToken=${CUSTOM}&amount=5`, { buySymbol: '0x3333…3333', buyDecimals: '12' });
    expect(await screen.findByText(/^No liquidity for this pair and amount/)).toBeInTheDocument();
    expect(seen).toEqual([{ chainId: '1', sellToken: ETH, buyToken: toChecksumAddress(CUSTOM), sellAmount: '5000000000000000000' }]);
  });
});
