import { DEMO } from './environment.ts';
import { expect, test } from './fixtures.ts';

// `npm run demo`: the production build with every upstream answered by the in-browser mock.
// Nothing here can reach the real services (this machine has no network), so data on screen
// proves the mock worker answered.
test.skip(!process.env.E2E_DEMO, 'the demo server runs only with E2E_DEMO=1 (npm run e2e)');

const routes = ['/colleges', '/jobs', '/swap', '/upload', '/countries', '/bpi', '/coffee'];

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

test('the normal build ships no mock worker', async ({ request }) => {
  const response = await request.get('/mockServiceWorker.js');
  expect(await response.text()).not.toContain('Mock Service Worker');
});
