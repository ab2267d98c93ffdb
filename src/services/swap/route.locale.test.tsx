import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { readAs } from '../../testing/reader-locale.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { quotePrice } from './fake/market.ts';

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const url = (amount: string) => `/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount, side: 'sell' })}`;

function record() {
  const seen: Record<string, string>[] = [];
  server.use(
    http.get('*/swap/allowance-holder/price', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(Object.fromEntries(query));
      const reply = quotePrice(query);
      return HttpResponse.json(reply.body as Record<string, unknown>, { status: reply.status });
    }),
  );
  return seen;
}

const amountField = () => screen.getByRole('textbox', { name: /^Amount to/ });

describe('/swap in the reader’s locale', { timeout: 30_000 }, () => {
  for (const { tag, shown, typed, url: inUrl, base } of [
    { tag: 'de-DE', shown: '1,5', typed: '1.234,5', url: '1234.5', base: '1234500000000000000000' },
    { tag: 'fr-CH', shown: '1,5', typed: '2,75', url: '2.75', base: '2750000000000000000' },
  ]) {
    it(`shows the link's amount as ${tag} writes it and sends what a ${tag} reader types, locale-free`, async () => {
      readAs(tag);
      const seen = record();
      const { user, router } = renderRoute(url('1.5'));
      expect(await screen.findByRole('textbox', { name: /^Amount to/ }, { timeout: 15_000 })).toHaveValue(shown);
      await waitFor(() => expect(seen.at(-1)?.sellAmount).toBe('1500000000000000000'), { timeout: 10_000 });
      // The dollar value of 1.5 ETH at $3,412.55, as the reader's locale writes dollars.
      const dollars = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(5118.82).replace(/\s/g, ' ');
      await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(`for ${shown} ETH ≈ ${dollars}`), { timeout: 10_000 });
      expect(screen.getByText(`Up to 18 decimals, a comma as decimal point`)).toBeInTheDocument();
      await user.clear(amountField());
      let sofar = '';
      for (const char of typed) {
        await user.type(amountField(), char);
        sofar += char;
        expect(amountField()).toHaveValue(sofar);
      }
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('amount')).toBe(inUrl));
      await waitFor(() => expect(seen.at(-1)?.sellAmount).toBe(base), { timeout: 10_000 });
    });
  }

  it('flags an amount written with the other separator in words of the reader’s own', async () => {
    readAs('de-DE');
    record();
    const { user } = renderRoute(url('1'));
    await user.clear(await screen.findByRole('textbox', { name: /^Amount to/ }, { timeout: 15_000 }));
    await user.type(amountField(), '2.5');
    expect(await screen.findByText('Use a comma for decimals (1,5); a dot only groups thousands (1.234,5)')).toBeInTheDocument();
  });
});
