import { expect, test, upstream } from '../e2e/fixtures.ts';
import { report } from './report.ts';

// typing an amount sends at most one quote request once the user pauses and no new dollar-rate
// request (each symbol's rate is cached for a minute); superseded requests are aborted; an answer
// for old input never overwrites a newer one.
const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

test('swap: requests sent while typing a 6-character amount at human speed', async ({ page }) => {
  await upstream.reset('swap');
  await upstream.reset('coinbase');
  await page.goto(`/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount: '1', side: 'sell' })}`);
  const amount = page.getByRole('textbox', { name: /^Amount to/ });
  await expect(page.getByText(/^3,407\.43 USDC$/)).toBeVisible();
  const sent: string[] = [];
  const aborted: string[] = [];
  const rates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/allowance-holder/price')) sent.push(new URL(request.url()).searchParams.get('sellAmount') ?? '');
  });
  page.on('request', (request) => {
    if (request.url().includes('/v2/exchange-rates')) rates.push(new URL(request.url()).searchParams.get('currency') ?? '');
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('/allowance-holder/price') && /ABORTED/.test(request.failure()?.errorText ?? '')) aborted.push(request.url());
  });

  await amount.fill('');
  await amount.pressSequentially('123.45', { delay: 180 });
  await page.waitForTimeout(1500);
  const afterPause = [...sent];
  const ratesWhileTyping = [...rates];

  // A slower typist who pauses mid-way: the first request must be aborted when input changes.
  await upstream.setState('swap', { latencyMs: 1500 });
  sent.length = 0;
  await amount.fill('');
  await amount.pressSequentially('7', { delay: 50 });
  await page.waitForTimeout(700);
  await amount.pressSequentially('00', { delay: 50 });
  await page.waitForTimeout(3500);
  await upstream.setState('swap', { latencyMs: 0 });
  const received = (await upstream.requests('swap'))
    .filter((request) => request.path === '/swap/allowance-holder/price')
    .map((request) => request.query.sellAmount?.[0]);

  report('swap-requests', {
    typed: '123.45 (6 characters, 180 ms apart)',
    requestsAfterPause: afterPause.length,
    marketRateRequestsWhileTyping: ratesWhileTyping.length,
    sellAmounts: afterPause,
    pauseThenMoreTyping: { requestsSent: sent.length, abortedSuperseded: aborted.length, sellAmounts: sent },
    serverReceived: received.length,
    budget: 'one quote request after the pause (auto-refresh is 15 s later), no new market-rate request; superseded requests aborted',
  });
  expect(afterPause).toEqual(['123450000000000000000']);
  expect(ratesWhileTyping).toEqual([]);
  expect(aborted.length).toBeGreaterThanOrEqual(1);
  await expect(amount).toHaveValue('700');
  expect(sent.at(-1)).toBe('700000000000000000000');
});
