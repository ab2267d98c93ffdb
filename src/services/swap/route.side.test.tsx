import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { readAs } from '../../testing/reader-locale.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { quotePrice } from './fake/market.ts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const WBTC = '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599';
const url = (params: Record<string, string>) =>
  `/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount: '1', side: 'sell', ...params })}`;

function record(fail = false) {
  const seen: Record<string, string>[] = [];
  server.use(
    http.get('*/swap/allowance-holder/price', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(Object.fromEntries(query));
      if (fail) return HttpResponse.json({ name: 'INTERNAL_SERVER_ERROR', message: 'down' }, { status: 500 });
      const reply = quotePrice(query);
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
    }),
  );
  return seen;
}

const amountField = () => screen.getByRole('textbox', { name: /^Amount to/ });
const quoted = () => screen.findByText(/You (receive|pay) about/, undefined, { timeout: 10_000 });

describe('/swap: choosing the other side keeps the trade’s size', { timeout: 30_000 }, () => {
  it('sell 2.5 ETH, then Exact buy: the amount becomes the USDC the quote gives, said politely, and Back undoes it', async () => {
    const seen = record();
    const { user, router } = renderRoute(url({ amount: '2.5' }));
    await quoted();
    const gives = seen.at(-1)!;
    const reply = quotePrice(new URLSearchParams(gives)).body as { buyAmount: string };
    await user.click(screen.getByRole('radio', { name: 'Exact buy' }));
    expect(amountField()).toHaveAccessibleName('Amount to buy (USDC)');
    const usdc = Number(reply.buyAmount) / 1e6;
    expect(Number(amountField().getAttribute('value'))).toBeCloseTo(usdc, 1);
    expect(usdc).toBeGreaterThan(8000);
    const note = screen.getByText(/^Exact buy: the amount is now [\d,.]+ USDC, what the current price gives for 2\.5 ETH\.$/);
    expect(note.closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(seen.at(-1)?.buyAmount).toBeDefined(), { timeout: 5000 });
    expect(BigInt(seen.at(-1)!.buyAmount!)).toBeGreaterThan(8_000_000_000n);
    await router.navigate(-1);
    await waitFor(() => expect(amountField()).toHaveAccessibleName('Amount to sell (ETH)'));
    expect(amountField()).toHaveValue('2.5');
  });

  it('buy 0.1 WBTC with ETH in de-DE, then Exact sell: the ETH it costs, in the reader’s digits', async () => {
    readAs('de-DE');
    const seen = record();
    const { user } = renderRoute(url({ buyToken: WBTC, side: 'buy', amount: '0.1' }));
    await quoted();
    const reply = quotePrice(new URLSearchParams(seen.at(-1)!)).body as { sellAmount: string };
    await user.click(screen.getByRole('radio', { name: 'Exact sell' }));
    expect(amountField()).toHaveAccessibleName('Amount to sell (ETH)');
    const typed = amountField().getAttribute('value')!;
    expect(typed).toMatch(/^\d+,\d+$/);
    expect(Number(typed.replace(',', '.'))).toBeCloseTo(Number(reply.sellAmount) / 1e18, 4);
    expect(screen.getByText(/^Exact sell: the amount is now [\d.,]+ ETH, what the current price gives for 0,1 WBTC\.$/)).toBeInTheDocument();
  });

  it('without a price, keeps the amount and says it now counts in the other token', async () => {
    record(true);
    const { user } = renderRoute(url({ amount: '2.5' }));
    await screen.findByRole('textbox', { name: /^Amount to/ }, { timeout: 15_000 });
    await user.click(screen.getByRole('radio', { name: 'Exact buy' }));
    expect(amountField()).toHaveValue('2.5');
    expect(screen.getByText('Exact buy: no current price to convert the amount, so it now counts in USDC.')).toBeInTheDocument();
  });
});

describe('/swap: the price panel tells the age of a price it shows, and only then', { timeout: 30_000 }, () => {
  for (const broken of ['abc', '-1']) {
    it(`says nothing of an age while the amount reads "${broken}"`, async () => {
      record();
      const { user } = renderRoute(url({ amount: '2' }));
      await quoted();
      expect(screen.getByText(/^Updated \d+ s ago$/)).toBeInTheDocument();
      await user.clear(amountField());
      await user.type(amountField(), broken);
      expect(await screen.findByText(/Complete the form to see a price/, undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByText(/^Updated /)).toBeNull();
      expect(screen.getByText('Refresh unavailable: the form has errors')).toBeInTheDocument();
    });
  }
});
