import type { Locator, Page } from '@playwright/test';
import { expect, test, upstream } from './fixtures.ts';

// A list of up to 1,000 rows keeps every row in the document: the browser's find reaches the last
// one without scrolling, and the row count matches the count the page states.

/** The browser's own find (what Ctrl+F runs), from the top of the page, case-insensitive. */
const browserFinds = (page: Page, text: string) =>
  page.evaluate((wanted) => {
    window.getSelection()?.removeAllRanges();
    return (window as unknown as { find: (text: string, caseSensitive: boolean, backwards: boolean, wrap: boolean) => boolean }).find(
      wanted,
      false,
      false,
      true,
    );
  }, text);

/** Whether the browser renders the element: false while `content-visibility: auto` skips it off screen. */
const isRendered = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));

test('/countries under a language filter: every listed country is in the document and found by the browser', async ({ page }) => {
  await upstream.reset('countries');
  await page.goto('/countries?language=es');
  const count = page.getByRole('status').filter({ hasText: /^\d+ of 250 countries/ });
  await expect(count).toBeVisible();
  const stated = Number((await count.textContent())!.match(/^(\d+)/)![1]);
  expect(stated).toBeGreaterThan(15);
  const links = page.getByRole('table').locator('tbody').getByRole('link');
  await expect(links).toHaveCount(stated);
  const last = (await links.last().textContent())!;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await browserFinds(page, last)).toBe(true);
});

test('/countries, all 250: the last country is found by the browser without scrolling', async ({ page }) => {
  await upstream.reset('countries');
  await page.goto('/countries');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ countries$/ })).toHaveText('250 countries');
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(250);
  // Far below the screen, the row is in the document but not yet styled, laid out or painted.
  const zimbabwe = page.getByRole('row', { name: /Zimbabwe/ }).getByRole('link', { name: 'Zimbabwe' });
  expect(await isRendered(zimbabwe)).toBe(false);
  expect(await browserFinds(page, 'Zimbabwe')).toBe(true);
  await expect.poll(() => isRendered(zimbabwe)).toBe(true);
});

test('/jobs: two loaded pages keep every row in the document, and the search hint does not warn', async ({ page }) => {
  await upstream.reset('jobs');
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'loaded jobs match' })).toHaveText('200 of 200 loaded jobs match');
  const rows = page.getByRole('list', { name: 'Jobs' }).locator(':scope > li');
  await expect(rows).toHaveCount(200);
  const lastTitle = (await rows.last().getByRole('heading').first().textContent())!.trim();
  expect(await browserFinds(page, lastTitle)).toBe(true);
  await expect(page.getByText(/only those near the screen are drawn/)).toHaveCount(0);
});
