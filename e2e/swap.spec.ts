import type { Page } from '@playwright/test';
import { SERVER_SWAP_KEY } from './environment.ts';
import { expect, expectNoAxeViolations, test, upstream } from './fixtures.ts';

const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TORN = '0x77777FeDdddFfC19Ff86DB637967013e6C6A116C';
const swapUrl = (params: Record<string, string> = {}) =>
  `/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount: '1', side: 'sell', ...params })}`;

const priceRequests = async () => (await upstream.requests('swap')).filter((request) => request.path === '/swap/allowance-holder/price');
const amountField = (page: Page) => page.getByRole('textbox', { name: /^Amount to/ });
const headline = (page: Page) => page.getByText(/^You (receive|pay) about$/);

test.beforeEach(async () => {
  await upstream.reset('swap');
});

test('a quote goes through the same-origin proxy with 0x-version v2, the server key and base units', async ({ page }) => {
  await page.goto(swapUrl({ amount: '1.5' }));
  await expect(headline(page)).toBeVisible();
  await expect(page.getByText(/^5,111\.14 USDC$/)).toBeVisible();
  const [request] = await priceRequests();
  expect(request?.headers['0x-version']).toBe('v2');
  expect(request?.headers['0x-api-key']).toBe(SERVER_SWAP_KEY);
  expect(request?.query).toEqual({ chainId: ['1'], sellToken: [ETH], buyToken: [USDC], sellAmount: ['1500000000000000000'] });
  await expect(page.getByRole('region', { name: 'Route' })).toContainText('70 %');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('an exact buy sends buyAmount in the buy token base units and shows the maximum sold', async ({ page }) => {
  await page.goto(swapUrl({ side: 'buy', amount: '2500.25' }));
  await expect(page.getByText('Maximum sold')).toBeVisible();
  const [request] = await priceRequests();
  expect(request?.query.buyAmount).toEqual(['2500250000']);
  expect(request?.query.sellAmount).toBeUndefined();
});

test('typing a multi-character amount sends one request once the user pauses', async ({ page }) => {
  await page.goto(swapUrl());
  await expect(page.getByText(/^3,407\.43 USDC$/)).toBeVisible();
  await upstream.clearRequests('swap');
  await amountField(page).fill('');
  await amountField(page).pressSequentially('12.75', { delay: 60 });
  await expect(page.getByText(/^43,444\.7 USDC$/)).toBeVisible();
  await page.waitForTimeout(800);
  const requests = await priceRequests();
  expect(requests.map((request) => request.query.sellAmount?.[0])).toEqual(['12750000000000000000']);
  await expect(page).toHaveURL(/amount=12\.75/);
});

test('a personal key from settings is sent as 0x-api-key and never shown', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('dashboard.settings.v1', JSON.stringify({ swapApiKey: 'personal-e2e-key-42' })));
  await page.goto(swapUrl());
  await expect(headline(page)).toBeVisible();
  const [request] = await priceRequests();
  expect(request?.headers['0x-api-key']).toBe('personal-e2e-key-42');
  await page.getByText(/Inspect requests/).click();
  await expect(page.getByText(/via this site's proxy/).first()).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain('personal-e2e-key-42');
  expect(page.url()).not.toContain('personal-e2e-key-42');
});

test('the real validation of the contract: blocked token (422) and no liquidity', async ({ page }) => {
  await page.goto(swapUrl({ buyToken: TORN }));
  await page.getByRole('textbox', { name: 'Buy token decimals' }).fill('18');
  await expect(page.getByRole('alert')).toContainText('The token you buy is not authorised for trade');
  await expect(page.getByRole('alert')).toContainText('HTTP 422');
  await page.goto(swapUrl({ amount: '100000' }));
  await expect(page.getByText('No liquidity for this pair and amount')).toBeVisible();
  await expect(page.getByText('You receive about')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Buy token' })).toHaveValue('USDC');
});

test('invalid input is rejected at the field and nothing is sent', async ({ page }) => {
  await page.goto(swapUrl({ amount: '1,5' }));
  await expect(page.getByText('Use a dot for decimals and no thousands separators')).toBeVisible();
  await page.getByRole('textbox', { name: 'Sell token' }).fill('0x1234');
  await expect(page.getByText(/0x followed by 40 hexadecimal/)).toBeVisible();
  await page.waitForTimeout(700);
  expect(await priceRequests()).toHaveLength(0);
});

const FAULTS = [
  { kind: '500', title: /Swap had a problem \(HTTP 500\)/ },
  { kind: 'html-502', title: /Swap had a problem \(HTTP 502\)/ },
  { kind: 'malformed', title: /Swap sent a reply the app cannot read/ },
  { kind: 'wrong-shape', title: /Swap sent a reply the app cannot read/ },
  { kind: 'timeout', title: /Swap did not answer in time/ },
  { kind: 'reset', title: /Swap had a problem \(HTTP 502\)/ },
  { kind: '429', title: /Swap: rate limit reached/ },
] as const;

for (const fault of FAULTS) {
  test(`fault ${fault.kind}: explained error, input kept, Retry recovers`, async ({ page }) => {
    test.setTimeout(45_000);
    await upstream.fault('swap', { kind: fault.kind, pathIncludes: '/price', retryAfterSeconds: 1, delayMs: 20_000 });
    await page.goto(swapUrl({ amount: '2' }));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(fault.title, { timeout: 25_000 });
    if (fault.kind === '429') await expect(alert).toContainText('0x allows only a few requests per second');
    await expect(amountField(page)).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: 'Buy token' })).toHaveValue('USDC');
    await upstream.clearFaults('swap');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/^6,814\.86 USDC$/)).toBeVisible();
    await expect(amountField(page)).toHaveValue('2');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
}
