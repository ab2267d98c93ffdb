import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { readAs } from '../../testing/reader-locale.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { coinDeskReply, ok, scripted } from '../../testing/bpi-fixtures.ts';

const COLD = { timeout: 8000 };
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('/bpi in the reader’s locale', () => {
  for (const tag of ['de-DE', 'fr-CH']) {
    it(`writes prices and converts typed amounts as ${tag} writes them`, async () => {
      readAs(tag);
      server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
      const { user } = renderRoute('/bpi?currency=EUR');
      const euros = (value: number) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' }).format(value);
      const big = await screen.findByRole('region', { name: /^1 BTC in/ }, COLD);
      expect(big).toHaveTextContent(spaced(euros(54_000)));
      const others = screen.getByRole('list', { name: 'Other currencies' });
      expect(others).toHaveTextContent(
        spaced(new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(60_000)),
      );
      const btc = screen.getByLabelText('Amount in BTC');
      await user.clear(btc);
      await user.type(btc, '0,5');
      expect(btc).toHaveValue('0,5');
      const decimal = new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')!.value;
      expect(screen.getByLabelText('Amount in EUR')).toHaveValue(
        `27${new Intl.NumberFormat(tag).formatToParts(27000).find((part) => part.type === 'group')!.value}000${decimal}00`,
      );
      await user.type(within(screen.getByRole('region', { name: 'Price alerts' })).getByLabelText('Price in EUR'), '70000,5{Enter}');
      expect(screen.getByRole('list', { name: 'Your alerts' })).toHaveTextContent(spaced(`BTC above ${euros(70_000.5)}`));
    });
  }

  it('reads a POSIX locale name ("C") as no language tag and writes en-US', async () => {
    readAs('C');
    server.use(...scripted([ok(coinDeskReply(60_000))]).handlers);
    renderRoute('/bpi');
    expect(await screen.findByText('$60,000.00', {}, COLD)).toBeInTheDocument();
  });
});
