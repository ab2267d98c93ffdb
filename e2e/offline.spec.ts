import { UPSTREAM } from './environment.ts';
import { expect, test } from './fixtures.ts';

test('offline: a banner appears, a refresh waits with the data kept, and it runs on reconnect', async ({ page, context }) => {
  const priceRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${UPSTREAM}/bpi/`) || request.url().startsWith(`${UPSTREAM}/coinbase/`)) priceRequests.push(request.url());
  });
  await page.goto('/bpi');
  await expect(page.getByRole('heading', { name: 'Bitcoin', level: 1 })).toBeVisible();
  const refresh = page.getByRole('button', { name: 'Refresh now' });
  await expect(refresh).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const mainText = await page.locator('main').innerText();

  await context.setOffline(true);
  await expect(page.getByText('You are offline.')).toBeVisible();
  const before = priceRequests.length;
  await refresh.click();
  await page.waitForTimeout(1500);
  expect(priceRequests.length, 'no request while offline').toBe(before);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.locator('main').innerText()).toContain(mainText.split('\n')[0] ?? '');

  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  await expect.poll(() => priceRequests.length, { message: 'the paused refresh runs on reconnect' }).toBeGreaterThan(before);
});

test('a page whose code cannot be downloaded explains it and recovers with Retry', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const jobsPageChunk = /\/assets\/jobs-(?!data)[\w-]+\.js$/;
  await page.route(jobsPageChunk, (route) => route.abort());
  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { name: "This page's code could not be downloaded" })).toBeVisible();
  // The shell stays usable: another page opens, and coming back still explains.
  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('heading', { name: "This page's code could not be downloaded" })).toBeVisible();
  await page.unroute(jobsPageChunk);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
});

test('an overview card whose code cannot be downloaded fails alone', async ({ page }) => {
  await page.route(/\/assets\/coffee-data-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  const coffeeCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Coffee', exact: true }) });
  await expect(coffeeCard.getByText("This card's code could not be downloaded")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const jobsCard = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Jobs', exact: true }) });
  await expect(jobsCard.getByText('Checking…')).toHaveCount(0);
  await expect(jobsCard.getByText(/could not be downloaded/)).toHaveCount(0);
});
