import type { Page } from '@playwright/test';
import type { FaultKind } from './contract-server/types.ts';
import { expect, expectNoAxeViolations, test, upstream, onlyUpstreams, type UpstreamName } from './fixtures.ts';

const highlighted = (page: Page) => page.getByRole('region', { name: /^1 BTC in/ });
const onCoinDesk = (page: Page) => expect(page.getByText('Source: CoinDesk BPI', { exact: true })).toBeVisible();
const onCoinbase = (page: Page, reason: RegExp = /.+/) =>
  expect(page.getByRole('status').filter({ hasText: 'Source: Coinbase — CoinDesk BPI unreachable' })).toContainText(reason);
/** Retries with backoff plus the 3 s e2e request timeout can take a while before the panel shows. */
const SLOW = { timeout: 25_000 };

/** Coinbase Exchange (history, 24-hour stats, ticker) in the contract server. */
const EXCHANGE: UpstreamName = 'bpi-history';
const historyBox = (page: Page) => page.getByRole('region', { name: /^Price history in/ });
/** What lies below the price (history, converter, alerts, other currencies, footer) is drawn as a reader scrolls down to it. */
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

/** The Coinbase Exchange WebSocket feed in the contract server. */
const FEED: UpstreamName = 'bpi-stream';

test.beforeEach(async () => {
  await Promise.all([upstream.reset('bpi'), upstream.reset('coinbase'), upstream.reset(EXCHANGE), upstream.reset(FEED)]);
  // The polled sources are what these tests are about: the feed refuses every connection, so
  // the page falls back to polling as it does when a network blocks WebSockets. The streamed
  // tests at the end clear this.
  await upstream.fault(FEED, { kind: 'refuse-upgrade' });
});

test('CoinDesk up: price, other currencies, source, disclaimer, change after a refresh; axe-clean light and dark', async ({ page }) => {
  await page.goto('/bpi?currency=EUR');
  await expect(highlighted(page)).toHaveAccessibleName('1 BTC in Euro');
  await expect(highlighted(page)).toContainText('€');
  await onCoinDesk(page);
  await scrollToEnd(page);
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
  await scrollToEnd(page);
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
  // From here the page's clock moves only when the test moves it: on a busy machine the real
  // seconds the loop below takes would otherwise add up, past the minute, to an early probe.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));

  for (let second = 10; second <= 50; second += 10) {
    // Each refresh is answered before the clock moves on: a refresh due while the last is still in
    // flight joins it (no second request), which on a busy machine would skip one.
    const answered = page.waitForResponse((response) => response.url().includes('/coinbase/'));
    await page.clock.runFor(10_000);
    await answered;
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

test('CoinDesk and Coinbase down: Coinbase Exchange tickers stand in, the order and each failure are shown', async ({ page }) => {
  await upstream.setState('bpi', { down: 'reset' });
  await upstream.setState('coinbase', { down: '503' });
  await page.goto('/bpi?currency=GBP');
  const notice = page.getByRole('status').filter({ hasText: 'Source: Coinbase Exchange — CoinDesk BPI unreachable' });
  await expect(notice).toContainText(/Coinbase unreachable \(HTTP 503: Service unavailable\)/, SLOW);
  await expect(notice).toContainText('Asked in order: CoinDesk BPI, Coinbase, then Coinbase Exchange');
  await expect(highlighted(page)).toHaveAccessibleName(/^1 BTC in British Pound/);
  await expect(highlighted(page)).toContainText('£');
  const tickerPaths = (await upstream.requests(EXCHANGE)).filter((request) => request.path.endsWith('/ticker')).map((request) => request.path);
  expect(tickerPaths.sort()).toEqual(['/products/BTC-EUR/ticker', '/products/BTC-GBP/ticker', '/products/BTC-USD/ticker']);
  // The inspector shows the newest five requests (history, stats, tickers); the notice above names the first two sources' failures.
  await page.getByText(/Inspect requests/).click();
  await expect(page.getByText(/\/bpi-history\/products\/BTC-USD\/ticker/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const kind of ['500', 'html-502', 'malformed', 'wrong-shape', 'timeout', 'reset', '429'] as FaultKind[]) {
  test(`fault on Coinbase while CoinDesk is down: ${kind} → both-sources error, Retry recovers`, async ({ page }) => {
    if (kind === 'timeout') test.setTimeout(60_000);
    await upstream.setState('bpi', { down: 'reset' });
    await upstream.fault('coinbase', { kind, retryAfterSeconds: 1 });
    await upstream.fault(EXCHANGE, { kind: '500', pathIncludes: '/ticker' });
    await page.goto('/bpi?currency=EUR');
    const alert = page.getByRole('alert');
    const title = {
      '500': 'The Coinbase fallback had a problem (HTTP 500)',
      'html-502': 'The Coinbase fallback had a problem (HTTP 502)',
      malformed: 'The Coinbase fallback sent a reply the app cannot read',
      'wrong-shape': 'The Coinbase fallback sent a reply the app cannot read',
      timeout: 'The Coinbase fallback did not answer in time',
      reset: "Can't reach the Coinbase fallback",
      '429': 'The Coinbase fallback: rate limit reached',
    }[kind as string];
    await expect(alert).toContainText(title!, SLOW);
    await expect(alert).toContainText('All three sources failed: CoinDesk BPI first');
    await expect(alert).toContainText('Coinbase Exchange (HTTP 500');
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

const RANGE_REQUESTS = { '1d': ['300'], '1w': ['3600'], '1m': ['21600'], '3m': ['86400'], '1y': ['86400', '86400'] } as const;

test('history: every range draws from candles within the 300-bucket limit, keeps range in the URL, and is axe-clean', async ({ page }) => {
  await page.goto('/bpi?currency=EUR');
  const box = historyBox(page);
  // One answer per question: on 1D the 24-hour figures are left to the box above, from one named source.
  await expect(box).toContainText(
    /Over the last day: \d+ prices, the latest €[\d,.]+\. The 24-hour open, high, low and change are above, from Coinbase Exchange's 24-hour stats\./,
  );
  await expect(box).not.toContainText(/high €/);
  await expect(box.locator('canvas').first()).toBeVisible();
  await expectNoAxeViolations(page);
  for (const range of ['1w', '1m', '3m', '1y', '1d'] as const) {
    await upstream.clearRequests(EXCHANGE);
    await box.getByRole('button', { name: new RegExp(`^${range.toUpperCase()}:`) }).click();
    await expect(page).toHaveURL(new RegExp(`currency=EUR&range=${range}`));
    await expect(box.getByRole('button', { name: new RegExp(`^${range.toUpperCase()}:`) })).toHaveAttribute('aria-pressed', 'true');
    await expect(box.getByTestId('history-summary')).toBeVisible();
    const candles = (await upstream.requests(EXCHANGE)).filter((request) => request.path.endsWith('/candles'));
    // 1D was loaded first and is still fresh: no request on the way back.
    expect(candles.map((request) => request.query.granularity?.[0])).toEqual(range === '1d' ? [] : [...RANGE_REQUESTS[range]]);
    for (const request of candles) expect(request.path).toBe('/products/BTC-EUR/candles');
  }
  await page.goBack();
  await expect(page).toHaveURL(/range=1y/);
});

test('history: the crosshair reads out time and price from the keyboard, and the table lists the points', async ({ page }) => {
  await page.goto('/bpi?range=1w');
  const chart = page.getByRole('slider', { name: /BTC price in USD over the last week/ });
  await chart.focus();
  await page.keyboard.press('End');
  await expect(page.getByText(/\(live price\)$/)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(`[id="${await chart.getAttribute('aria-describedby')}"]`)).toHaveText(/^\w{3}, \w{3} \d+, \d{1,2}:00 [AP]M: \$[\d,]+\.\d\d$/);
  await historyBox(page).getByRole('button', { name: 'Show as table' }).click();
  expect(await historyBox(page).getByRole('table').getByRole('row').count()).toBeGreaterThan(150);
  await expectNoAxeViolations(page);
});

test('history: a currency the exchange does not list is converted from USD and labelled so', async ({ page }) => {
  await upstream.setState('bpi', { down: 'reset' });
  await page.goto('/bpi?currency=JPY&range=1m');
  await expect(historyBox(page)).toHaveAccessibleName('Price history in JPY (converted from USD at the live rate)');
  await expect(historyBox(page)).toContainText(/open ¥[\d,]+, close ¥[\d,]+/);
  const candles = (await upstream.requests(EXCHANGE)).filter((request) => request.path.endsWith('/candles'));
  expect(candles.map((request) => request.path)).toEqual(['/products/BTC-USD/candles']);
});

test('history: a 404 NotFound product switches to converted USD once, not in a loop', async ({ page }) => {
  await upstream.setState(EXCHANGE, { unlisted: ['BTC-GBP'] });
  await page.goto('/bpi?currency=GBP&range=3m');
  await expect(historyBox(page)).toHaveAccessibleName('Price history in GBP (converted from USD at the live rate)');
  await expect(historyBox(page)).toContainText(/open £[\d,]+/);
  const candles = (await upstream.requests(EXCHANGE)).filter((request) => request.path.endsWith('/candles'));
  expect(candles.map((request) => request.path)).toEqual(['/products/BTC-GBP/candles', '/products/BTC-USD/candles']);
});

test('history down, live price up: the chart area explains with Retry, the price keeps working', async ({ page }) => {
  await upstream.fault(EXCHANGE, { kind: '500', pathIncludes: '/candles' });
  await page.goto('/bpi');
  const alert = historyBox(page).getByRole('alert');
  await expect(alert).toContainText('Coinbase Exchange had a problem (HTTP 500)', SLOW);
  await expect(alert).toContainText('The live price above does not depend on the history');
  await onCoinDesk(page);
  await expect(highlighted(page)).toContainText('$');
  await expectNoAxeViolations(page);
  await upstream.clearFaults(EXCHANGE);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(historyBox(page).getByTestId('history-summary')).toBeVisible();
  await expect(historyBox(page).getByRole('alert')).toHaveCount(0);
});

test('history: malformed rows are skipped and counted; an empty reply is explained with Retry', async ({ page }) => {
  await upstream.setState(EXCHANGE, { candles: 'partly-malformed' });
  await page.goto('/bpi?range=1w');
  await expect(historyBox(page)).toContainText(/\d+ rows of the reply could not be read and were left out/);
  await upstream.setState(EXCHANGE, { candles: 'empty' });
  await historyBox(page).getByRole('button', { name: /^1M:/ }).click();
  await expect(historyBox(page).getByRole('status')).toContainText('Coinbase Exchange sent no prices for the last month');
  await upstream.setState(EXCHANGE, { candles: null });
  await historyBox(page).getByRole('button', { name: 'Retry' }).click();
  await expect(historyBox(page).getByTestId('history-summary')).toContainText('Over the last month');
});

test('24-hour figures beside the price, the converter with pasted amounts, and an alert that fires on a refresh', async ({ page }) => {
  await page.goto('/bpi?currency=USD');
  await expect(highlighted(page)).toContainText("Last 24 hours, from Coinbase Exchange's 24-hour stats");
  await expect(highlighted(page).getByRole('definition')).toHaveText([
    /^\$[\d,]+\.\d\d$/,
    /^\$[\d,]+\.\d\d$/,
    /^\$[\d,]+\.\d\d$/,
    /^[+−]?\d+\.\d\d%$/,
    /^[\d,.]+ BTC$/,
  ]);
  expect((await upstream.requests(EXCHANGE)).some((request) => request.path === '/products/BTC-USD/stats')).toBe(true);

  await scrollToEnd(page);
  const converter = page.getByRole('region', { name: 'Convert BTC and USD' });
  await converter.getByLabel('Amount in USD').fill('1,234.56');
  await expect(converter.getByLabel('Amount in BTC')).toHaveValue(/^0\.0\d{1,7}$/);
  await converter.getByLabel('Amount in BTC').fill('0.5');
  await expect(converter.getByLabel('Amount in USD')).toHaveValue(/^[\d,]+\.\d\d$/);

  const alerts = page.getByRole('region', { name: 'Price alerts' });
  await expect(alerts).toContainText('Alerts work only while this tab is open');
  await alerts.getByLabel('Tell me when BTC goes').selectOption('above');
  await alerts.getByLabel('Price in USD').fill('1');
  await alerts.getByRole('button', { name: 'Add alert' }).click();
  await expect(alerts.getByRole('list', { name: 'Your alerts' })).toContainText('BTC above $1.00');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(alerts.getByRole('alert')).toContainText(/BTC above \$1\.00: now \$[\d,]+\.\d\d\./);
  await expect(alerts.getByRole('list', { name: 'Your alerts' })).toContainText('BTC above $1.00 — fired; fires again once BTC has gone below $0.00');
  await expectNoAxeViolations(page);
});

test('below the price, history, converter, alerts and other currencies are drawn as a reader scrolls to them, or at their first Tab', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 600 });
  await page.goto('/bpi?currency=GBP');
  await expect(highlighted(page)).toHaveAccessibleName(/^1 BTC in British Pound/);
  await expect(highlighted(page).getByRole('definition')).toHaveCount(5);
  await expect(page.getByText(/^Inspect requests/)).toBeAttached();
  await page.waitForTimeout(500);
  const converter = page.getByRole('region', { name: 'Convert BTC and GBP' });
  await expect(historyBox(page)).toHaveCount(0);
  await expect(converter).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Other currencies' })).toHaveCount(0);
  expect((await upstream.requests(EXCHANGE)).some((request) => request.path.endsWith('/candles'))).toBe(false);

  await scrollToEnd(page);
  await expect(converter.getByLabel('Amount in GBP')).toHaveValue(/^[\d,]+\.\d\d$/);
  await expect(page.getByRole('list', { name: 'Other currencies' }).getByRole('listitem')).toHaveCount(2);

  // A keyboard reader's Tab from the currency picker lands in the history, drawn by the key press.
  await page.reload();
  await expect(highlighted(page).getByRole('definition')).toHaveCount(5);
  await expect(historyBox(page)).toHaveCount(0);
  await page.getByLabel('Highlighted currency').focus();
  await page.keyboard.press('Tab');
  await expect(historyBox(page).getByRole('group', { name: 'Range' }).getByRole('button').first()).toBeFocused();
  await expect(historyBox(page).getByTestId('history-summary')).toBeVisible();
});

test.describe('streamed from the Coinbase Exchange feed', () => {
  const live = (page: Page) => page.getByText(/^Live — streamed trades, last at \d{1,2}:\d\d:\d\d [AP]M UTC$/);
  const STREAM_RETURNS = { timeout: 20_000 };

  test.beforeEach(async () => {
    await upstream.clearFaults(FEED);
  });

  test('ticks change the price within a second, with their trade time and one 24-hour source; no REST price request in 20 s', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/bpi?currency=EUR');
    await expect(live(page)).toBeVisible();
    await expect(page.getByText('Source: Coinbase Exchange live feed', { exact: true })).toBeVisible();
    await expect(highlighted(page)).toContainText(/Trade at \d{1,2}:\d\d:\d\d\.\d{3} [AP]M UTC/);
    await expect(highlighted(page)).toContainText('Last 24 hours, from the Coinbase Exchange live feed');
    await expect(historyBox(page)).toContainText('The 24-hour open, high, low and change are above, from the Coinbase Exchange live feed.');
    const price = highlighted(page).locator('p').first();
    const before = await price.textContent();
    await expect(price).not.toHaveText(before!, { timeout: 1000 });
    await expect(price.locator('xpath=ancestor-or-self::*[@aria-live]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const restPrices: string[] = [];
    page.on('request', (request) => {
      if (/\/v2\/bpi\/currentprice\.json|\/products\/BTC-\w+\/ticker/.test(request.url())) restPrices.push(request.url());
    });
    const rates: string[] = [];
    page.on('request', (request) => request.url().includes('/v2/exchange-rates') && rates.push(request.url()));
    const shownBefore = await price.textContent();
    await page.waitForTimeout(20_000);
    expect(restPrices, 'CoinDesk and the Exchange ticker are not asked while streaming').toEqual([]);
    expect(rates.length, 'the exchange rates for other currencies, at most once a minute').toBeLessThanOrEqual(1);
    await expect(live(page)).toBeVisible();
    await expect(price).not.toHaveText(shownBefore!);
    await page.getByText(/Inspect the live stream/).click();
    await expect(page.getByText(/Inspect the live stream \(\d+ messages, 0 skipped\)/)).toBeVisible();
  });

  test('the server closes the socket: "Reconnecting…", the REST ticker asked once, then live again', async ({ page }) => {
    await upstream.fault(FEED, { kind: 'close-after', afterMessages: 8 });
    const tickers: string[] = [];
    page.on('request', (request) => /\/products\/BTC-\w+\/ticker$/.test(request.url()) && tickers.push(request.url()));
    await page.goto('/bpi');
    await expect(page.getByText(/^Reconnecting… \(attempt 1 of 3\)$/)).toBeVisible();
    await upstream.clearFaults(FEED);
    await expect(live(page)).toBeVisible(STREAM_RETURNS);
    await expect.poll(() => tickers.length, { message: 'the REST ticker after a reconnect' }).toBeGreaterThanOrEqual(3);
    expect(new Set(tickers.map((url) => url.replace(/.*\/products\//, '')))).toEqual(new Set(['BTC-USD/ticker', 'BTC-EUR/ticker', 'BTC-GBP/ticker']));
  });

  test('the upgrade refused three times: polling, labelled, while the stream is retried; live again when it returns', async ({ page }) => {
    test.setTimeout(60_000);
    await upstream.fault(FEED, { kind: 'refuse-upgrade' });
    await page.goto('/bpi');
    await expect(page.getByText(/^Reconnecting… \(attempt [12] of 3\)$/)).toBeVisible();
    await expect(
      page.getByText('Refreshing every 30 s — live stream unavailable: the stream failed 3 times in a row. Trying the stream again in the background.'),
    ).toBeVisible(STREAM_RETURNS);
    await onCoinDesk(page);
    await expect(page.getByText(/Next refresh in \d+ s/)).toBeVisible();
    expect((await upstream.requests(FEED)).length).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page);
    await upstream.clearFaults(FEED);
    await expect(live(page)).toBeVisible(STREAM_RETURNS);
    await expect(page.getByText('Source: Coinbase Exchange live feed', { exact: true })).toBeVisible();
  });

  test('heartbeats only: "No trades for N s (connection alive)" over the last polled price', async ({ page }) => {
    await upstream.fault(FEED, { kind: 'heartbeats-only' });
    await page.goto('/bpi');
    await expect(page.getByText(/^No trades for [3-9] s \(connection alive\)$/)).toBeVisible({ timeout: 12_000 });
    await onCoinDesk(page);
  });

  test('malformed and unknown messages are skipped and counted; the price keeps streaming', async ({ page }) => {
    await upstream.fault(FEED, { kind: 'malformed-messages' });
    await page.goto('/bpi');
    await expect(live(page)).toBeVisible();
    await page.getByText(/Inspect the live stream/).click();
    await expect(page.getByText(/Inspect the live stream \(\d+ messages, [1-9]\d* skipped\)/)).toBeVisible();
    await expect(page.getByText(/^Last skipped: a (malformed message|"status" message)/)).toBeVisible();
  });

  test('an alert fires once while the streamed price jitters around it, not again after a reload, and again after a move back past its margin', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Trades move a few cents around the level the test sets: 10 USD trades a second.
    await upstream.setState(FEED, { ticksPerSecond: 30, usdPrice: 59_990 });
    await page.goto('/bpi');
    await expect(live(page)).toBeVisible();
    await scrollToEnd(page);
    const alerts = page.getByRole('region', { name: 'Price alerts' });
    await expect(alerts).toContainText('again only after the price has gone back by 0.1 % of the threshold (at least 1 USD)');
    await alerts.getByLabel('Price in USD').fill('60,000');
    await alerts.getByRole('button', { name: 'Add alert' }).click();
    const yours = alerts.getByRole('list', { name: 'Your alerts' });
    await expect(yours).toContainText('BTC above $60,000.00 — waiting');

    const price = highlighted(page).locator('p').first();
    const shownPrice = async () => Number(((await price.textContent()) ?? '').replace(/[$,]/g, ''));
    // The price crosses $60,000.00 up and down four times, staying within the margin.
    for (let crossing = 0; crossing < 4; crossing += 1) {
      await upstream.setState(FEED, { usdPrice: 60_000.5 });
      await expect.poll(shownPrice).toBeGreaterThanOrEqual(60_000);
      await expect(yours).toContainText('BTC above $60,000.00 — fired; fires again once BTC has gone below $59,940.00');
      await upstream.setState(FEED, { usdPrice: 59_999.5 });
      await expect.poll(shownPrice).toBeLessThan(60_000);
    }
    await upstream.setState(FEED, { usdPrice: 60_000.5 });
    await expect.poll(shownPrice).toBeGreaterThanOrEqual(60_000);
    await expect(alerts.getByRole('alert').getByRole('listitem')).toHaveCount(1);

    // A reload with the price still above: the stored state says fired, so no banner. The polled
    // sources here quote another market than the driven feed: they are held back, so the page
    // prices come from the feed alone, as they would agree on a real reload.
    await page.route(/\/v2\/bpi\/currentprice|\/v2\/exchange-rates|\/products\/BTC-\w+\/ticker$/, (route) => route.abort());
    await page.reload();
    await expect(live(page)).toBeVisible();
    await expect(price).toHaveText(/^\$(59,99\d|60,00\d)\.\d\d$/);
    await scrollToEnd(page);
    await expect(yours).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(alerts.getByRole('alert')).toHaveCount(0);
    await expect(yours).toContainText('BTC above $60,000.00 — fired');

    await upstream.setState(FEED, { usdPrice: 59_900 });
    await expect(yours).toContainText('BTC above $60,000.00 — waiting');
    await upstream.setState(FEED, { usdPrice: 60_100 });
    await expect(alerts.getByRole('alert').getByRole('listitem')).toHaveText([/^BTC above \$60,000\.00: now \$60,\d{3}\.\d\d\.$/]);
  });

  test('a hidden tab closes the socket after a minute; visible again, it reopens and streams', async ({ page }) => {
    await page.addInitScript(() => {
      const Native = window.WebSocket;
      const opened: WebSocket[] = [];
      (window as unknown as { sockets: WebSocket[] }).sockets = opened;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          opened.push(this);
        }
      };
    });
    await page.clock.install();
    await page.goto('/bpi');
    await expect(live(page)).toBeVisible();
    const [OPEN, CLOSED] = [1, 3];
    const sockets = () => page.evaluate(() => (window as unknown as { sockets: WebSocket[] }).sockets.map((socket) => socket.readyState));
    expect(await sockets()).toEqual([OPEN]);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await page.waitForTimeout(2000);
    expect(await sockets(), 'still open just after the tab is hidden').toEqual([OPEN]);
    await page.clock.fastForward(61_000);
    await expect.poll(sockets).toEqual([CLOSED]);
    await expect(page.getByText('Live stream closed while this tab is hidden')).toBeAttached();
    await setHidden(false);
    await expect.poll(sockets).toEqual([CLOSED, OPEN]);
    await expect(live(page)).toBeVisible();
  });
});
