import type { Page } from '@playwright/test';
import { COLLEGES_KEY } from './environment.ts';
import { expect, expectNoAxeViolations, test, upstream, onlyUpstreams } from './fixtures.ts';
import type { FaultKind } from './contract-server/types.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Colleges' });
const schoolRequests = async () => (await upstream.requests('colleges')).filter((request) => request.path === '/schools');

test.beforeEach(async () => {
  await upstream.reset('colleges');
});

test('browse: search, filter, sort, page and choose columns through the real query string', async ({ page }) => {
  await page.goto('/colleges');
  await expect(table(page).getByRole('row')).toHaveCount(21);
  await expect(page.getByText('63 schools · showing 1–20')).toBeVisible();
  const [first] = await schoolRequests();
  expect(first?.query.api_key).toEqual([COLLEGES_KEY]);
  expect(first?.query['school.operating']).toEqual(['1']);
  expect(first?.query.page).toEqual(['0']);
  expect(first?.query.fields?.[0]).toMatch(/^id,school\.name,school\.city,school\.state,latest\.student\.size/);
  expect(first?.headers['x-api-key']).toBeUndefined();

  await upstream.clearRequests('colleges');
  await page.getByLabel('School name').pressSequentially('univ texas', { delay: 40 });
  await expect(page).toHaveURL(/name=univ\+texas/);
  // The first page may list this school already: wait for the search's own request, then its rows.
  await expect.poll(async () => (await schoolRequests()).length, { message: 'the search is sent once typing pauses' }).toBeGreaterThan(0);
  await expect(table(page).getByRole('link', { name: 'The University of Texas at Austin' })).toBeVisible();
  const searches = await schoolRequests();
  expect(searches, 'one request after the pause, none per keystroke').toHaveLength(1);
  expect(searches[0]?.query['school.name']).toEqual(['univ texas']);

  await page.getByLabel('Ownership').selectOption('1');
  await page.getByRole('button', { name: /^Name/ }).click();
  await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/ownership=1.*sort=school\.name%3Aasc/);
  expect((await schoolRequests()).at(-1)?.query.sort).toEqual(['school.name:asc']);

  await page.getByText(/^Columns/).click();
  await page.getByLabel('Website').uncheck();
  await expect(page.getByRole('columnheader', { name: 'Website' })).toHaveCount(0);
  await expect.poll(async () => (await schoolRequests()).at(-1)?.query.fields?.[0]).not.toContain('school.school_url');

  await page.getByLabel('School name').fill('');
  await page.getByLabel('School name').press('Enter');
  await page.getByLabel('Per page').selectOption('20');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/Page 2 of \d/)).toBeVisible();
  // The pager follows the URL at once; the request leaves after that render.
  await expect.poll(async () => (await schoolRequests()).at(-1)?.query.page).toEqual(['1']);

  const url = page.url();
  await page.reload();
  await expect(page.getByText(/Page 2 of \d/)).toBeVisible();
  expect(page.url()).toBe(url);
  await page.goBack();
  await expect(page.getByText('Page 1 of', { exact: false })).toBeVisible();
});

test('the request inspector shows the call with the key masked', async ({ page }) => {
  await page.goto('/colleges');
  await expect(table(page)).toBeVisible();
  await page.getByText('Inspect requests').click();
  await expect(page.getByText(/\/colleges\/schools\?/).first()).toBeVisible();
  expect(await page.locator('main').innerText()).not.toContain(COLLEGES_KEY);
});

test('short name words are explained, and hostile websites never become links', async ({ page }) => {
  await page.goto('/colleges?name=Texas A %26 M&sort=school.name:asc');
  await expect(page.getByText(/Ignored: “A”, “&”, “M”/)).toBeVisible();
  await expect(table(page).getByRole('link', { name: /Texas A & M University/ })).toBeVisible();
  await page.goto('/colleges?name=open east&closed=1');
  await expect(table(page).getByText('Open East University', { exact: false })).toBeVisible();
  await page.goto('/colleges?name=bauder&closed=1');
  await expect(table(page).getByText('Bauder College')).toBeVisible();
  await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
});

test('a school detail page shows its facts and returns to the same list', async ({ page }) => {
  await page.goto('/colleges?state=TX');
  await table(page).getByRole('link', { name: 'The University of Texas at Austin' }).click();
  await expect(page).toHaveURL('/colleges/228778');
  await expect(page.getByRole('heading', { level: 1, name: 'The University of Texas at Austin' })).toBeVisible();
  await expect(page.getByText('$40,032')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: '← Back to the list' }).click();
  await expect(page).toHaveURL('/colleges?state=TX');
});

test('the overview card uses one cheap request, and revisits within staleTime send none', async ({ page }) => {
  await onlyUpstreams(page, 'colleges');
  await page.goto('/');
  await expect(page.getByText('Up: 63 operating institutions.')).toBeVisible();
  const [status] = await schoolRequests();
  expect(status?.query.per_page).toEqual(['1']);
  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Colleges' }).click();
  await expect(table(page)).toBeVisible();
  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Colleges' }).click();
  await expect(table(page)).toBeVisible();
  expect(await schoolRequests()).toHaveLength(2);
});

test('an invalid key is explained with the signup and settings links', async ({ page }) => {
  await upstream.setState('colleges', { keys: ['some-other-key'] });
  await page.goto('/colleges');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('does not recognise this api_key');
  await expect(alert.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await upstream.resetState('colleges');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(table(page)).toBeVisible();
});

const matrix: { kind: FaultKind; expected: RegExp }[] = [
  { kind: '500', expected: /Colleges had a problem \(HTTP 500\)/ },
  { kind: 'html-502', expected: /HTTP 502 \(an HTML error page\)|Colleges had a problem \(HTTP 502\)/ },
  { kind: 'malformed', expected: /reply the app cannot read.*not valid JSON/s },
  { kind: 'wrong-shape', expected: /reply the app cannot read/ },
  { kind: 'timeout', expected: /did not answer in time/ },
  { kind: 'reset', expected: /Can't reach Colleges/ },
  { kind: '429', expected: /rate limit reached.*The API key's rate limit was reached/s },
];

for (const { kind, expected } of matrix) {
  test(`fault ${kind}: explained error, input kept, Retry recovers`, async ({ page }) => {
    test.setTimeout(60_000);
    await upstream.fault('colleges', { kind, delayMs: 5_000, retryAfterSeconds: 1, pathIncludes: '/schools' });
    await page.goto('/colleges?name=texas&state=TX');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(expected, { timeout: 30_000 });
    await expect(page.getByLabel('School name')).toHaveValue('texas');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('TX');
    await upstream.clearFaults('colleges');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(table(page).getByRole('link', { name: 'The University of Texas at Austin' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('School name')).toHaveValue('texas');
  });
}

test('light and dark themes are axe-clean on /colleges with results and with an error', async ({ page }) => {
  await page.goto('/colleges');
  await expect(table(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.getByText(/^Columns/).click();
  await expectNoAxeViolations(page);
  await upstream.fault('colleges', { kind: '429', retryAfterSeconds: 120 });
  await page.goto('/colleges?name=zzzz');
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
});

test('works at 360 px without page overflow', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/colleges');
  await expect(table(page)).toBeVisible();
  // Only this route's content is checked; the shared navigation is the shell's concern.
  const main = await page.evaluate(() => {
    const element = document.querySelector('main') as HTMLElement;
    const wide = [...element.querySelectorAll('*')].filter(
      (child) => child.getBoundingClientRect().right > window.innerWidth + 1 && !child.closest('[role="region"]'),
    );
    return { overflow: element.scrollWidth - element.clientWidth, wide: wide.map((child) => child.tagName) };
  });
  expect(main).toEqual({ overflow: 0, wide: [] });
});
