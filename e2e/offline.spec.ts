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
