import type { Page } from '@playwright/test';
import { SERVER_SWAP_KEY } from './environment.ts';
import { expect, expectNoAxeViolations, test, upstream } from './fixtures.ts';

const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TORN = '0x77777FeDdddFfC19Ff86DB637967013e6C6A116C';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const PAXG = '0x45804880De22913dAFE09f4980848ECE6EcbAf78';
const swapUrl = (params: Record<string, string> = {}) =>
  `/swap?${new URLSearchParams({ chainId: '1', sellToken: ETH, buyToken: USDC, amount: '1', side: 'sell', ...params })}`;

const priceRequests = async () => (await upstream.requests('swap')).filter((request) => request.path === '/swap/allowance-holder/price');
const amountField = (page: Page) => page.getByRole('textbox', { name: /^Amount to/ });
const headline = (page: Page) => page.getByText(/^You (receive|pay) about$/);
const tokenField = (page: Page, name: 'Sell token' | 'Buy token') => page.getByRole('combobox', { name });
/** The currencies asked of Coinbase's exchange rates, in order. */
const rateRequests = async () =>
  (await upstream.requests('coinbase')).filter((request) => request.path === '/v2/exchange-rates').map((request) => request.query.currency?.[0]);

test.beforeEach(async () => {
  await upstream.reset('swap');
  await upstream.reset('coinbase');
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
  await expect(tokenField(page, 'Buy token')).toHaveValue('USDC');
});

test('invalid input is rejected at the field and nothing is sent', async ({ page }) => {
  await page.goto(swapUrl({ amount: '1,5' }));
  await expect(page.getByText('Use a dot for decimals (1.5); a comma only groups thousands (1,234.5)')).toBeVisible();
  await tokenField(page, 'Sell token').fill('0x1234');
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
  { kind: 'reset', title: /This site's server could not reach Swap.*the connection was cut/s },
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
    await expect(tokenField(page, 'Buy token')).toHaveValue('USDC');
    await upstream.clearFaults('swap');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/^6,814\.86 USDC$/)).toBeVisible();
    await expect(amountField(page)).toHaveValue('2');
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
}

test('dollar values come from Coinbase, once per symbol, beside both amounts and the network fee', async ({ page }) => {
  await page.goto(swapUrl({ amount: '1.5' }));
  await expect(page.getByText(/^5,111\.14 USDC$/)).toBeVisible();
  await expect(page.getByText('≈ $5,111.14', { exact: true })).toBeVisible();
  await expect(page.getByText('≈ $5,118.82', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fees and gas' })).toContainText(/0\.001355 ETH ≈ \$4\.6\d/);
  await expect(page.getByText(/You would receive 0\.14% less value than you give/)).toBeVisible();
  await expect(page.getByText(/Measured against the Coinbase reference rates/)).toBeVisible();
  // ETH is both the token sold and the network's fee token: one request each for ETH and USDC.
  expect((await rateRequests()).sort()).toEqual(['ETH', 'USDC']);
  // The rate reads both ways; a click puts the other direction first.
  const rate = page.getByRole('button', { name: /^1 ETH = 3,407\.43 USDC/ });
  await rate.click();
  await expect(page.getByRole('button', { name: /^1 USDC = 0\.000293\d* ETH/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('typing an amount asks for no new dollar rate; a symbol Coinbase does not know costs one request', async ({ page }) => {
  await page.goto(swapUrl({ sellToken: PAXG, amount: '2' }));
  await expect(headline(page)).toBeVisible();
  await expect(page.getByText('no USD price').first()).toBeVisible();
  await expect(page.getByText(/Value difference: needs a USD price for both tokens/)).toBeVisible();
  // 0x's tokenMetadata: PAX Gold charges a transfer tax, said in words.
  await expect(page.getByRole('region', { name: 'Taxes and warnings' })).toContainText('PAXG takes a 0.02 % tax on every transfer.');
  await amountField(page).fill('3');
  // Until the next answer the last quote's age stays on screen.
  await expect(page.getByText('Waiting for you to finish typing…')).toBeVisible();
  await expect(page.getByText('Not updated yet')).toHaveCount(0);
  await expect(page.getByText(/^for 3 PAXG/)).toBeVisible();
  await page.waitForTimeout(700);
  expect((await rateRequests()).sort()).toEqual(['ETH', 'PAXG', 'USDC']);
});

test('a large loss against the reference is a danger, in words', async ({ page }) => {
  // Coinbase values DAI at $1.08 while 0x trades it near $1: selling DAI loses about 7.4 %.
  await upstream.setState('coinbase', { usdRates: { DAI: '1.08' } });
  await page.goto(swapUrl({ sellToken: DAI, amount: '1000' }));
  await expect(page.getByText('High value loss:')).toBeVisible();
  await expect(page.getByText(/You would receive 7\.38% less value than you give \(\$79\.8\d\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('slippage: presets and a custom value go to 0x as slippageBps and live in the URL', async ({ page }) => {
  await page.goto(swapUrl());
  await expect(headline(page)).toBeVisible();
  await expect(page.getByText(/with 1% slippage allowed/)).toBeVisible();
  await upstream.clearRequests('swap');
  await page.getByText('0.5%', { exact: true }).click();
  await expect(page).toHaveURL(/slippage=0\.5/);
  await expect(page.getByText(/with 0\.5% slippage allowed/)).toBeVisible();
  expect((await priceRequests()).at(-1)?.query.slippageBps).toEqual(['50']);

  const custom = page.getByRole('textbox', { name: 'Custom' });
  await custom.fill('abc');
  await expect(page.getByText('Enter a percentage, for example 0.5')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh now' })).toBeDisabled();
  await expect(page.getByText('Refresh unavailable: the form has errors')).toBeVisible();
  await custom.fill('12');
  await expect(page.getByText(/Above 5%: you may receive much less/)).toBeVisible();
  await expect(page.getByText(/with 12% slippage allowed/)).toBeVisible();
  expect((await priceRequests()).at(-1)?.query.slippageBps).toEqual(['1200']);
  await expect(page).toHaveURL(/slippage=12/);
  expect((await priceRequests()).filter((request) => request.query.slippageBps?.[0] === 'abc')).toEqual([]);

  // Back undoes the choice of a preset; a reload keeps the slippage from the URL.
  await page.goto(swapUrl({ slippage: '0.1' }));
  await expect(page.getByRole('radio', { name: '0.1%' })).toBeChecked();
  await expect(page.getByText(/with 0\.1% slippage allowed/)).toBeVisible();
  await page.getByText('Auto (1%)', { exact: true }).click();
  await expect(page).not.toHaveURL(/slippage=/);
  await page.goBack();
  await expect(page.getByRole('radio', { name: '0.1%' })).toBeChecked();
});

for (const kind of ['503', '429', 'malformed'] as const) {
  test(`Coinbase ${kind}: the quote still works, dollar values say unavailable, the inspector shows the failure`, async ({ page }) => {
    if (kind === '503') await upstream.setState('coinbase', { down: '503' });
    else await upstream.fault('coinbase', { kind, pathIncludes: '/v2/exchange-rates' });
    await page.goto(swapUrl());
    await expect(page.getByText(/^3,407\.43 USDC$/)).toBeVisible();
    await expect(page.getByText('USD price unavailable').first()).toBeVisible();
    await expect(page.getByText(/^Dollar values unavailable:/)).toBeVisible();
    await expect(page.getByText(/≈ \$/)).toHaveCount(0);
    await page.getByText(/Inspect requests/).click();
    await expect(page.getByRole('list', { name: /Inspect requests/ })).toContainText(/exchange-rates\?currency=(ETH|USDC)/);
    await expect(
      page
        .getByRole('list', { name: /Inspect requests/ })
        .getByText('failed')
        .first(),
    ).toBeVisible();
  });
}

test('chains: only those 0x lists at /swap/chains (through the proxy) are offered', async ({ page }) => {
  await upstream.setState('swap', { chainsWithout: [43114] });
  await page.goto(swapUrl());
  await expect(page.getByText('Chains 0x supports now')).toBeVisible();
  const chain = page.getByRole('combobox', { name: 'Chain' });
  await expect(chain.getByRole('option', { name: 'Base (8453)' })).toHaveCount(1);
  await expect(chain.getByRole('option', { name: /Avalanche/ })).toHaveCount(0);
  const [request] = (await upstream.requests('swap')).filter((entry) => entry.path === '/swap/chains');
  expect(request?.headers['0x-api-key']).toBe(SERVER_SWAP_KEY);
  await page.goto(swapUrl({ chainId: '43114' }));
  await expect(page.getByText('Choose a supported chain')).toBeVisible();
});

test('token picker: keyboard choice keeps focus, recent tokens come next, a pasted address is a custom token', async ({ page }) => {
  await page.goto(swapUrl());
  await expect(headline(page)).toBeVisible();
  const buy = tokenField(page, 'Buy token');
  await buy.click();
  await expect(buy).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type('uniswap');
  await expect(page.getByRole('listbox', { name: 'Buy token options' }).getByRole('option').first()).toContainText('UNI');
  await page.keyboard.press('Enter');
  await expect(buy).toHaveValue('UNI');
  await expect(buy).toBeFocused();
  await expect(page).toHaveURL(/buyToken=0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984/);

  // UNI is now recently used: after the popular tokens, before the rest.
  await tokenField(page, 'Sell token').click();
  const options = page.getByRole('listbox', { name: 'Sell token options' }).getByRole('option');
  const texts = await options.allTextContents();
  const uni = texts.findIndex((text) => text.includes('Uniswap'));
  const aave = texts.findIndex((text) => /Aave/.test(text));
  expect(uni).toBeGreaterThan(0);
  expect(uni).toBeLessThan(aave);
  await page.keyboard.press('Escape');

  await buy.fill('0x1234567890AbcdEF1234567890aBcdef12345678');
  await expect(page.getByRole('option', { name: /custom token — check the address/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Buy token decimals' }).fill('18');
  await expect(page.getByText(/^custom token — check the address/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('no liquidity for a tiny amount advises a larger one', async ({ page }) => {
  await page.goto(swapUrl({ amount: '0.000000000000000001' }));
  await expect(page.getByText('No liquidity for this pair and amount')).toBeVisible();
  await expect(page.getByText(/too small for the pools to route\. Try a larger amount\./)).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`token picker at ${viewport.width} px: the list shows full names and symbols, inside the screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(swapUrl());
    await expect(headline(page)).toBeVisible();
    for (const name of ['Sell token', 'Buy token'] as const) {
      await tokenField(page, name).click();
      await page.keyboard.type('usd');
      const list = page.getByRole('listbox', { name: `${name} options` });
      await expect(list.getByRole('option').first()).toBeVisible();
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      if (viewport.width >= 1280) expect(box.width).toBeGreaterThanOrEqual(400);
      // No option cuts its text: every line fits its box.
      const clipped = await list
        .getByRole('option')
        .evaluateAll((options) =>
          options.flatMap((option) =>
            [...option.querySelectorAll('span')].filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent),
          ),
        );
      expect(clipped).toEqual([]);
      await expect(list.getByRole('option', { name: /World Liberty Financial USD/ })).toContainText('USD1');
      await page.keyboard.press('Escape');
    }
  });
}
