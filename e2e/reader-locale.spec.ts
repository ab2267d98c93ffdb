import { expect, test, upstream } from './fixtures.ts';

// Numbers, prices and amounts as the reader writes them: the browser's own language decides,
// the words stay English, and what is sent upstream is locale-free.

const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const swapUrl = (amount: string) => `/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount, side: 'sell' })}`;
const priceRequests = async () => (await upstream.requests('swap')).filter((request) => request.path === '/swap/allowance-holder/price');

test.beforeEach(async () => {
  await Promise.all([upstream.reset('swap'), upstream.reset('coinbase'), upstream.reset('bpi'), upstream.reset('colleges')]);
  // Polled prices: the page's figures come from one answer, not from a stream that moves them.
  await upstream.fault('bpi-stream', { kind: 'refuse-upgrade' });
});

for (const { locale, typed, base, amountInUrl, euroPrice, dollars } of [
  {
    locale: 'de-DE',
    typed: '1.234,5',
    base: '1234500000000000000000',
    amountInUrl: '1234.5',
    euroPrice: /^\d{1,3}(\.\d{3})*,\d{2}\s€$/,
    dollars: '5.118,82 $',
  },
  {
    locale: 'fr-CH',
    typed: '1 234,5',
    base: '1234500000000000000000',
    amountInUrl: '1234.5',
    euroPrice: /^\d{1,3}(\u202f\d{3})*[.,]\d{2}\s€$/,
    dollars: '5\u202f118.82 $US',
  },
]) {
  test.describe(`a reader in ${locale}`, () => {
    test.use({ locale });

    test('sees prices in their own form on /bpi and /swap', async ({ page }) => {
      await page.goto('/bpi?currency=EUR');
      const big = page.getByRole('region', { name: '1 BTC in Euro' });
      await expect(big.locator('p').first()).toHaveText(euroPrice);
      await expect(page.getByText(/Something failed/)).toHaveCount(0);

      await page.goto(swapUrl('1.5'));
      await expect(page.getByRole('textbox', { name: /^Amount to/ })).toHaveValue('1,5');
      await expect(page.getByText(`for 1,5 ETH ≈ ${dollars}`)).toBeVisible();
      await expect(page.getByText('Up to 18 decimals, a comma as decimal point')).toBeVisible();
    });

    test('types an amount in their own form on /swap, and the request gets it in base units', async ({ page }) => {
      await page.goto(swapUrl('1'));
      const field = page.getByRole('textbox', { name: /^Amount to/ });
      await expect(page.getByText(/^You receive about$/)).toBeVisible();
      await field.fill('');
      let sofar = '';
      for (const char of typed) {
        await field.press(char === ' ' ? 'Space' : char);
        sofar += char;
        await expect(field).toHaveValue(sofar);
      }
      await expect(page).toHaveURL(new RegExp(`amount=${amountInUrl.replace('.', '\\.')}(&|$)`));
      await expect.poll(async () => (await priceRequests()).at(-1)?.query.sellAmount?.[0]).toBe(base);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}

test.describe('a browser that reports a POSIX locale', () => {
  test.use({ locale: 'en-US' });

  test('falls back to en-US on /bpi', async ({ page }) => {
    // On the prototype, where engines keep them: the navigator itself stays free to take an own value.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'languages', { get: () => ['C'], configurable: true });
      Object.defineProperty(Navigator.prototype, 'language', { get: () => 'C', configurable: true });
    });
    await page.goto('/bpi?currency=USD');
    await expect(page.getByRole('region', { name: '1 BTC in United States Dollar' }).locator('p').first()).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    // The history chart's module (uPlot) reads the page's language when it loads.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('main .uplot canvas').first()).toBeVisible();
    await expect(page.getByText(/Something failed|invalid language tag/)).toHaveCount(0);
  });
});
