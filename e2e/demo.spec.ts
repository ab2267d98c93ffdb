import { DEMO } from './environment.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { serviceHomes } from './routes.ts';

// `npm run demo`: the production build with every upstream answered by the in-browser mock.
// Nothing here can reach the real services (this machine has no network), so data on screen
// proves the mock worker answered.
test.skip(!process.env.E2E_DEMO, 'the demo server runs only with E2E_DEMO=1 (npm run e2e)');
test.use({ serviceWorkers: 'allow' });

const routes = serviceHomes;

test('demo mode serves every route without the network, with no error panel', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${DEMO}/`);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none')).toContain('/mockServiceWorker.js');
  for (const route of routes) {
    await page.goto(`${DEMO}${route}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert'), `error panel on ${route}`).toHaveCount(0);
  }
});

// A first visit straight to a page: its data comes before the mock worker has installed (fetch
// requests are answered in the page), while what only the worker serves waits for it.
const firstVisit: Record<string, (page: Page) => Promise<void>> = {
  '/colleges': (page) => expect(page.getByRole('table').getByRole('row')).not.toHaveCount(0),
  '/jobs': (page) => expect(page.getByRole('list', { name: 'Jobs' }).getByRole('article').first()).toBeVisible(),
  '/countries': async (page) => {
    // The world map stands above the table, whose rows are drawn as they scroll into view.
    await page.getByRole('table').scrollIntoViewIfNeeded();
    await expect(page.getByRole('table').getByRole('row', { name: /France/ })).toBeVisible();
  },
  '/bpi': (page) => expect(page.getByRole('region', { name: /^1 BTC in/ })).toBeVisible(),
  '/coffee': (page) =>
    expect
      .poll(() => page.getByRole('img', { name: /^Random coffee photo/ }).evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0),
  '/upload': async (page) => {
    await page.getByLabel('Files to upload').setInputFiles({ name: 'demo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello demo') });
    await expect(page.getByRole('link', { name: /demo\.txt$/ }).first()).toBeVisible();
  },
};
for (const [route, showsData] of Object.entries(firstVisit)) {
  test(`a first visit straight to ${route} shows its data`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${DEMO}${route}`);
    await showsData(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await context.close();
  });
}

test('the simulated bpi feed loads only on a page that opens it, and /bpi streams from it with no network', async ({ page }) => {
  const feedMocks: string[] = [];
  page.on('request', (request) => /\/stream-mocks-[\w-]+\.js$/.test(request.url()) && feedMocks.push(request.url()));
  await page.goto(`${DEMO}/coffee`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none'), { timeout: 15_000 }).toContain('/mockServiceWorker.js');
  await page.waitForLoadState('networkidle');
  expect(feedMocks, 'no feed code on a page without the stream').toEqual([]);
  await page.goto(`${DEMO}/bpi`);
  await expect(page.getByText(/^Live — streamed trades, last at \d{1,2}:\d\d:\d\d [AP]M UTC$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Source: Coinbase Exchange live feed', { exact: true })).toBeVisible();
  expect(feedMocks).toHaveLength(1);
});

test('the normal build ships no mock worker', async ({ request }) => {
  const response = await request.get('/mockServiceWorker.js');
  expect(await response.text()).not.toContain('Mock Service Worker');
});

test('the demo says so in the header, downloads a real JPEG sample and draws token logos locally', async ({ page }) => {
  const remoteImages: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && !request.url().startsWith(DEMO) && !request.url().includes('coffee')) remoteImages.push(request.url());
  });
  await page.goto(`${DEMO}/coffee`);
  await expect(page.getByRole('banner').getByText('Demo — sample data').filter({ visible: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/_coffee\.jpg$/);
  const bytes = await (await download.createReadStream()).toArray();
  const file = Buffer.concat(bytes as Buffer[]);
  // A JPEG starts FF D8 FF.
  expect([...file.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  await page.goto(`${DEMO}/swap`);
  await page.getByRole('combobox', { name: 'Buy token' }).click();
  await expect(page.getByRole('listbox', { name: 'Buy token options' }).getByRole('option').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remoteImages).toEqual([]);
});
