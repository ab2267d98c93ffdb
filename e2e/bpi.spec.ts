import type { Page } from '@playwright/test';
import type { FaultKind } from './contract-server/types.ts';
import { expect, expectNoAxeViolations, test, upstream, onlyUpstreams } from './fixtures.ts';

const highlighted = (page: Page) => page.getByRole('region', { name: /^1 BTC in/ });
const onCoinDesk = (page: Page) => expect(page.getByText('Source: CoinDesk BPI', { exact: true })).toBeVisible();
const onCoinbase = (page: Page, reason: RegExp = /.+/) =>
  expect(page.getByRole('status').filter({ hasText: 'Source: Coinbase — CoinDesk BPI unreachable' })).toContainText(reason);
/** Retries with backoff plus the 3 s e2e request timeout can take a while before the panel shows. */
const SLOW = { timeout: 25_000 };

test.beforeEach(async () => {
  await Promise.all([upstream.reset('bpi'), upstream.reset('coinbase')]);
});

test('CoinDesk up: price, other currencies, source, disclaimer, change after a refresh; axe-clean light and dark', async ({ page }) => {
  await page.goto('/bpi?currency=EUR');
  await expect(highlighted(page)).toHaveAccessibleName('1 BTC in Euro');
  await expect(highlighted(page)).toContainText('€');
  await onCoinDesk(page);
  await expect(page.getByRole('list', { name: 'Other currencies' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(/produced from the CoinDesk Bitcoin Price Index/)).toBeVisible();
  await expect(page.getByText(/&#36;|&pound;|&euro;/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByText(/since the previous refresh/)).toContainText(/(Up|Down) [+−]€[\d,.]+ \([+−][\d.]+%\)|Unchanged/);
  await expect(page.getByRole('img', { name: /2 EUR prices since/ })).toBeVisible();

  await page.getByLabel('Highlighted currency').selectOption('GBP');
  await expect(page).toHaveURL(/currency=GBP/);
  await page.getByText(/Inspect requests/).click();
  await expect(page.getByText(/\/bpi\/v2\/bpi\/currentprice\.json/).first()).toBeVisible();

  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
});

test('CoinDesk down (connection reset): Coinbase stands in, named and explained, then CoinDesk is back on request', async ({ page }) => {
  await upstream.setState('bpi', { down: 'reset' });
  await page.goto('/bpi?currency=JPY');
  await onCoinbase(page, /Could not reach 127\.0\.0\.1:\d+: no reply/);
  await expect(highlighted(page)).toHaveAccessibleName('1 BTC in Japanese Yen');
  await expect(highlighted(page)).toContainText('¥');
  await expect(page.getByRole('list', { name: 'Other currencies' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText(/Coinbase public exchange rates for 1 BTC/)).toBeVisible();
  await expectNoAxeViolations(page);
  const coinbaseCalls = await upstream.requests('coinbase');
  expect(coinbaseCalls[0]?.query).toEqual({ currency: ['BTC'] });

  await upstream.resetState('bpi');
  await page.getByRole('button', { name: 'Try CoinDesk again now' }).click();
  await onCoinDesk(page);
  await expect(page.getByText('CoinDesk BPI has no JPY price (it publishes USD, GBP and EUR); showing USD.')).toBeVisible();
  await expect(page).toHaveURL(/currency=JPY/);
});

test('on Coinbase, CoinDesk is probed in the background at the slower pace and takes over when it answers', async ({ page }) => {
  await page.clock.install();
  await page.addInitScript(() => localStorage.setItem('dashboard.settings.v1', JSON.stringify({ bpiRefreshSeconds: 10 })));
  await upstream.setState('bpi', { down: '404' });
  await page.goto('/bpi');
  await onCoinbase(page, /HTTP 404: Sorry, that currency was not found/);
  await expect(page.getByText(/CoinDesk is tried again in (1 min|[1-6]?\d s)/)).toBeVisible();

  for (let second = 10; second <= 50; second += 10) {
    await page.clock.runFor(10_000);
    await expect.poll(async () => (await upstream.requests('coinbase')).length).toBeGreaterThanOrEqual(1 + second / 10);
  }
  expect(await upstream.requests('bpi')).toHaveLength(1);

  await upstream.resetState('bpi');
  await page.clock.runFor(10_000);
  await onCoinDesk(page);
  expect(await upstream.requests('bpi')).toHaveLength(2);
});

for (const kind of ['500', 'html-502', 'timeout', 'reset'] as FaultKind[]) {
  test(`fault on CoinDesk: ${kind} → Coinbase with the reason shown, and CoinDesk again once it recovers`, async ({ page }) => {
    await upstream.fault('bpi', { kind });
    await page.goto('/bpi?currency=GBP');
    await onCoinbase(page, kind === 'timeout' ? /no reply within 3 s/ : kind === 'reset' ? /no reply/ : /HTTP 50[02]/);
    await expect(highlighted(page)).toHaveAccessibleName(/^1 BTC in British Pound/);
    await upstream.clearFaults('bpi');
    await page.getByRole('button', { name: 'Try CoinDesk again now' }).click();
    await onCoinDesk(page);
    await expect(highlighted(page)).toHaveAccessibleName(/^1 BTC in British Pound/);
  });
}

for (const kind of ['malformed', 'wrong-shape'] as FaultKind[]) {
  test(`fault on CoinDesk: ${kind} → explained error (no fallback for an unreadable reply), Retry recovers`, async ({ page }) => {
    await upstream.fault('bpi', { kind });
    await page.goto('/bpi?currency=EUR');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('sent a reply the app cannot read');
    await expect(alert).toContainText(kind === 'malformed' ? 'not valid JSON' : 'does not have the expected shape');
    await expect(alert).toContainText('This came from CoinDesk BPI');
    await upstream.clearFaults('bpi');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(highlighted(page)).toHaveAccessibleName('1 BTC in Euro');
    await onCoinDesk(page);
  });
}

for (const kind of ['500', 'html-502', 'malformed', 'wrong-shape', 'timeout', 'reset', '429'] as FaultKind[]) {
  test(`fault on Coinbase while CoinDesk is down: ${kind} → both-sources error, Retry recovers`, async ({ page }) => {
    if (kind === 'timeout') test.setTimeout(60_000);
    await upstream.setState('bpi', { down: 'reset' });
    await upstream.fault('coinbase', { kind, retryAfterSeconds: 1 });
    await page.goto('/bpi?currency=EUR');
    const alert = page.getByRole('alert');
    const title = {
      '500': 'The Coinbase fallback had a problem (HTTP 500)',
      'html-502': 'The Coinbase fallback had a problem (HTTP 502)',
      malformed: 'The Coinbase fallback sent a reply the app cannot read',
      'wrong-shape': 'The Coinbase fallback sent a reply the app cannot read',
      timeout: 'The Coinbase fallback did not answer in time',
      reset: "Can't reach The Coinbase fallback",
      '429': 'The Coinbase fallback: rate limit reached',
    }[kind as string];
    await expect(alert).toContainText(title!, SLOW);
    await expect(alert).toContainText('Both sources failed: CoinDesk BPI first');
    if (kind === '429') await expect(alert).toContainText('Too many requests');
    await upstream.clearFaults('coinbase');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await onCoinbase(page);
    await expect(highlighted(page)).toHaveAccessibleName('1 BTC in Euro');
    await expect(page).toHaveURL(/currency=EUR/);
  });
}

test('a failed refresh keeps the last good prices, marked stale, with the explanation', async ({ page }) => {
  await page.goto('/bpi');
  await onCoinDesk(page);
  const price = await highlighted(page).locator('p').first().textContent();
  await upstream.fault('bpi', { kind: 'wrong-shape' });
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByText('Stale: showing the last good data')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('does not have the expected shape');
  await expect(highlighted(page).locator('p').first()).toHaveText(price!);
});

test('the overview card shows the price and its source; the page fits 360 px', async ({ page }) => {
  await upstream.setState('bpi', { down: '503' });
  await onlyUpstreams(page, 'bpi', 'coinbase');
  await page.goto('/');
  await expect(page.getByText(/\$[\d,]+\.\d\d per BTC · from Coinbase \(CoinDesk BPI unreachable\)/)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/bpi');
  await onCoinbase(page, /HTTP 503/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
