import type { Page } from '@playwright/test';
import { APP, COLLEGES_KEY, UPSTREAM } from './environment.ts';
import { cachedAnswersInclude, expect, expectNoAxeViolations, test, upstream, onlyUpstreams } from './fixtures.ts';
import type { FaultKind } from './contract-server/types.ts';
import { boxOf, tabTo, typeKeys } from './typing.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Colleges' });
const schoolRequests = async () => (await upstream.requests('colleges')).filter((request) => request.path === '/schools');

test.beforeEach(async () => {
  await upstream.reset('colleges');
});

test('browse: search, filter, sort, page and choose columns through the real query string', async ({ page }) => {
  // A long walk through every list control: on a loaded 2-core runner it can outlast the default 30 s.
  test.setTimeout(60_000);
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
  await expect(table(page).getByRole('link', { name: /Open East University/ })).toBeVisible();
  await page.goto('/colleges?name=bauder&closed=1');
  await expect(table(page).getByRole('link', { name: 'Bauder College' })).toBeVisible();
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

const comparison = (page: Page) => page.getByRole('table', { name: /Schools compared side by side/ });

test('compare from the URL alone: one request with every id, best values marked, unknown id named', async ({ page }) => {
  await page.goto('/colleges/compare?ids=166683,228778,123456');
  await expect(page.getByText('2 of 3 schools found; 123456 is not a Scorecard id.')).toBeVisible();
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(2);
  const requests = await schoolRequests();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.query.id).toEqual(['123456,166683,228778']);
  expect(requests[0]?.query.fields?.[0]).toContain('latest.aid.median_debt.completers.overall');
  // Schools are columns: UT Austin's in-state tuition (second column) is the lower one.
  const tuition = comparison(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^In-state tuition/ }) });
  await expect(tuition.getByRole('cell').nth(1).getByText('Best')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Compare tray: 2 of 10' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Move The University of Texas at Austin earlier' }).click();
  await expect(page).toHaveURL(/ids=228778,166683,123456$/);
  await expect(comparison(page).getByRole('columnheader').first()).toContainText('The University of Texas at Austin');
  expect(await schoolRequests(), 'reordering costs nothing').toHaveLength(1);
});

test('the tray collects schools from the list and the school page, and opens the comparison', async ({ page }) => {
  await page.goto('/colleges?state=MA');
  await table(page).getByRole('checkbox', { name: 'Compare Harvard University' }).check();
  await page.goto('/colleges/166683');
  await page.getByLabel('Add to compare').check();
  await expect(page.getByRole('heading', { name: 'Compare tray: 2 of 10' })).toBeVisible();
  await upstream.clearRequests('colleges');
  await page.getByRole('link', { name: 'Compare 2 schools' }).click();
  await expect(page).toHaveURL('/colleges/compare?ids=166027,166683');
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(2);
  expect(await schoolRequests()).toHaveLength(1);
});

test('compare at 360 px: one school per swipe inside the table, the measures pinned, never a sideways page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/colleges/compare?ids=166683,228778,110635');
  await expect(comparison(page).getByRole('columnheader')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const region = page.getByRole('region', { name: 'Comparison table' });
  const measure = comparison(page).getByRole('rowheader', { name: /^Average net price/ });
  const before = await measure.boundingBox();
  const regionBox = (await region.boundingBox())!;
  const schools = comparison(page).getByRole('columnheader');
  // One school beside the measure names fills the view; a swipe snaps to the next one.
  const first = (await schools.nth(0).boundingBox())!;
  expect(first.x + first.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
  expect((await schools.nth(1).boundingBox())!.x).toBeGreaterThanOrEqual(regionBox.x + regionBox.width - 2);
  await region.evaluate((element) => element.scrollBy({ left: 40 }));
  await expect.poll(async () => Math.round((await schools.nth(1).boundingBox())!.x)).toBe(Math.round(before!.x + before!.width));
  await expect.poll(async () => (await measure.boundingBox())?.x).toBe(before?.x);
});

test('a field of study compared across the schools, from the search’s program filter', async ({ page }) => {
  await page.goto('/colleges?name=austin&program=1107');
  await table(page).getByRole('checkbox', { name: 'Compare The University of Texas at Austin' }).check();
  await table(page).getByRole('checkbox', { name: 'Compare Austin Community College District' }).check();
  await upstream.clearRequests('colleges');
  await page.getByRole('link', { name: 'Compare 2 schools' }).click();
  await expect(page).toHaveURL('/colleges/compare?ids=228778,227368&program=1107');
  await expect(comparison(page).getByRole('rowheader', { name: 'Field of study: Computer Science' })).toBeVisible();
  const debt = comparison(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /^Median debt \(this field/ }) });
  // One published figure is not a comparison: nothing is marked best.
  await expect(debt.getByRole('cell')).toHaveText(['not published', '$11,750']);
  const requests = await schoolRequests();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.query.fields?.[0]).toContain('latest.programs.cip_4_digit');
  await expectNoAxeViolations(page);
});

test('near a ZIP code: zip and distance reach the API, chips round-trip through the URL', async ({ page }) => {
  await page.goto('/colleges');
  await expect(table(page)).toBeVisible();
  await page.getByLabel('Near ZIP code').fill('02139');
  await page.getByLabel('Near ZIP code').press('Enter');
  await page.getByLabel('Distance').selectOption('10');
  await page.getByLabel('Field of study').selectOption('1107');
  await expect(page).toHaveURL(/zip=02139&distance=10&program=1107/);
  await expect(table(page).getByRole('link', { name: 'Harvard University' })).toBeVisible();
  const last = (await schoolRequests()).at(-1);
  expect(last?.query.zip).toEqual(['02139']);
  expect(last?.query.distance).toEqual(['10mi']);
  expect(last?.query['latest.programs.cip_4_digit.code']).toEqual(['1107']);
  expect(last?.query['school.operating']).toEqual(['1']);
  await expect(table(page).getByRole('link', { name: 'The University of Texas at Austin' })).toHaveCount(0);

  const chips = page.getByRole('group', { name: 'Active filters' });
  await expect(chips.getByText('Within 10 miles of 02139')).toBeVisible();
  await page.reload();
  await expect(chips.getByText('Field: Computer Science (1107)')).toBeVisible();
  await chips.getByRole('button', { name: 'Remove filter: Within 10 miles of 02139' }).click();
  await expect(page).toHaveURL('/colleges?program=1107');
  await expect(page.getByLabel('Near ZIP code')).toHaveValue('');
  await page.goBack();
  await expect(page.getByLabel('Near ZIP code')).toHaveValue('02139');
  await expectNoAxeViolations(page);
});

test('a name typed, then a state picked before the name is sent: both reach the URL and one request', async ({ page }) => {
  await page.goto('/colleges');
  await expect(table(page)).toBeVisible();
  await upstream.clearRequests('colleges');
  await page.getByLabel('School name').click();
  await typeKeys(page, 'texas', 100);
  await page.getByLabel('State', { exact: true }).selectOption('TX');
  await expect(page).toHaveURL(/\?name=texas&state=TX$/);
  await expect
    .poll(async () => (await schoolRequests()).map((request) => [request.query['school.name']?.[0], request.query['school.state']?.[0]]))
    .toEqual([['texas', 'TX']]);
  await page.waitForTimeout(1000);
  await expect(page.getByLabel('School name')).toHaveValue('texas');
  expect(await schoolRequests()).toHaveLength(1);
});

test('a name, Tab to the ZIP, 48824 at 200 ms a key: the ZIP is whole and sent, and Distance follows it at once', async ({ page }) => {
  await page.goto('/colleges');
  await expect(table(page)).toBeVisible();
  await page.getByLabel('School name').click();
  await typeKeys(page, 'state', 200);
  // Straight on, as a person who knows the form: the name's write lands while the ZIP is typed.
  while (!(await page.getByLabel('Near ZIP code').evaluate((box) => box === document.activeElement))) await page.keyboard.press('Tab');
  await typeKeys(page, '48824', 200);
  // Distance is ready before the ZIP reaches the URL: Tab lands on it and ArrowDown keeps the ZIP.
  // Read once, not retried: the ZIP's own write is still waiting for its pause.
  expect(await page.getByLabel('Distance').isEnabled(), 'Distance enabled by the ZIP draft').toBe(true);
  expect(new URL(page.url()).searchParams.has('zip')).toBe(false);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Distance')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\?name=state&zip=48824&distance=50$/);
  await expect(page.getByLabel('Near ZIP code')).toHaveValue('48824');
  await expect(page.getByLabel('School name')).toHaveValue('state');
  await expect.poll(async () => (await schoolRequests()).at(-1)?.query).toMatchObject({ 'school.name': ['state'], zip: ['48824'], distance: ['50mi'] });
});

test('admission-rate bounds typed right after the net price are all kept and sent', async ({ page }) => {
  await page.goto('/colleges');
  await expect(table(page)).toBeVisible();
  const cost = page.getByRole('group', { name: 'Average net price ($ a year)' });
  const admit = page.getByRole('group', { name: 'Admission rate (%)' });
  await cost.getByRole('textbox', { name: 'Max' }).click();
  await typeKeys(page, '30000', 150);
  await tabTo(page, admit.getByRole('textbox', { name: 'Min' }));
  await typeKeys(page, '20', 150);
  await page.keyboard.press('Tab');
  await typeKeys(page, '60', 150);
  await expect(page).toHaveURL(/\?cost=\.\.30000&admit=20\.\.60$/);
  await expect(admit.getByRole('textbox', { name: 'Min' })).toHaveValue('20');
  await expect(admit.getByRole('textbox', { name: 'Max' })).toHaveValue('60');
  await expect(cost.getByRole('textbox', { name: 'Max' })).toHaveValue('30000');
  await expect
    .poll(async () => (await schoolRequests()).at(-1)?.query)
    .toMatchObject({ 'latest.cost.avg_net_price.overall__range': ['..30000'], 'latest.admissions.admission_rate.overall__range': ['0.2..0.6'] });
});

test('results first: the first school is on the first screen at 1280x800 and at 360x740, with the filters behind a toggle on phones', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/colleges?state=TX&ownership=1');
  const firstRow = table(page).getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  expect((await boxOf(firstRow)).bottom, 'the first school, unscrolled, at 1280x800').toBeLessThanOrEqual(800);
  await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toHaveAttribute('aria-expanded', 'true');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/colleges?state=TX&ownership=1');
  const toggle = page.getByRole('button', { name: 'Filters (2 active)' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('State', { exact: true })).toBeHidden();
  await expect(firstRow).toBeVisible();
  expect((await boxOf(firstRow)).top, 'the first school within the first screen at 360x740').toBeLessThan(740);
  // Opened, it stays open on the next visit.
  await toggle.click();
  await expect(page.getByLabel('State', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
});

test('a ZIP the Scorecard does not know is explained in its own words', async ({ page }) => {
  await page.goto('/colleges?zip=99999');
  await expect(page.getByRole('alert')).toContainText("The provided zipcode, '99999', is not valid.");
});

async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('CSV of the loaded page costs no request and is spreadsheet-safe', async ({ page }) => {
  await page.goto('/colleges?state=TX');
  await expect(table(page)).toBeVisible();
  const before = (await schoolRequests()).length;
  const { name, text } = await downloadedText(page, () => page.getByRole('button', { name: /Download this page as CSV/ }).click());
  expect(name).toBe('colleges-tx.csv');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe('Scorecard id,Name,City,State,Undergraduates,In-state tuition (USD),Admission rate (%),Median earnings (10 yrs) (USD),Website');
  expect(lines).toContain('228778,The University of Texas at Austin,Austin,TX,40804,10824,31.89,73700,https://www.utexas.edu/');
  expect(lines.some((line) => line.startsWith('228723,Texas A & M University-College Station,'))).toBe(true);
  expect(await schoolRequests()).toHaveLength(before);
});

test('CSV of every page states its cost first, shows progress, and a 429 midway keeps the rows', async ({ page }) => {
  await upstream.setState('colleges', { copies: 5, hourlyLimit: 3 });
  await page.goto('/colleges');
  await expect(page.getByText('315 schools · showing 1–20')).toBeVisible();
  await page.getByRole('button', { name: 'Download all 315 rows…' }).click();
  await expect(page.getByText('All 315 rows need 4 requests of up to 100 rows: this uses 4 requests')).toBeVisible();
  expect(await schoolRequests(), 'nothing is spent before Start').toHaveLength(1);
  await page.getByRole('button', { name: 'Start (4 requests)' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("The API key's rate limit was reached after 2 of 4 requests. Wait up to an hour");
  const exportCalls = (await schoolRequests()).slice(1);
  expect(exportCalls.map((request) => request.query.page?.[0])).toEqual(['0', '1', '2']);
  expect(exportCalls.every((request) => request.query.per_page?.[0] === '100')).toBe(true);
  const { text } = await downloadedText(page, () => alert.getByRole('button', { name: 'Save the 200 rows fetched' }).click());
  expect(text.slice(1).trimEnd().split('\r\n')).toHaveLength(201);
});

test('a reload within 15 minutes spends none of the key’s requests: the saved answer is painted', async ({ page }) => {
  await page.goto('/colleges?name=texas');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => cachedAnswersInclude(page, '"school.name":"texas"')).toBe(true);
  await upstream.clearRequests('colleges');
  await page.reload();
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^Saved \d+ s ago$/)).toBeVisible();
  expect(await upstream.requests('colleges')).toEqual([]);
});

const mapPoints = (page: Page) => page.getByRole('group', { name: /^Schools on the map/ });

/** Every request the page sends, to find any for map data or to another origin. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
const leavesForMapData = (urls: readonly string[]) =>
  urls.filter((url) => {
    const { origin, pathname } = new URL(url);
    const known = origin === APP || origin === UPSTREAM;
    return !known || /atlas|topo|tile|geojson/i.test(pathname) || (origin === APP && pathname.endsWith('.json'));
  });

test('the map view from the URL: points coloured by the sort, a point opens its school by pointer and by keyboard', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/colleges?view=map&state=TX&sort=latest.cost.tuition.in_state:asc');
  const points = mapPoints(page);
  await expect(points.getByRole('link')).not.toHaveCount(0);
  const count = await points.getByRole('link').count();
  await expect(table(page).getByRole('row')).toHaveCount(count + 1);
  await expect(page.getByText('In-state tuition (lower is better)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Map key' }).getByRole('listitem')).toHaveCount(6);
  const requests = await schoolRequests();
  expect(requests, 'the list and the map share one request').toHaveLength(1);
  expect(requests[0]?.query.fields?.[0]).toContain('location.lat,location.lon');
  expect(leavesForMapData(urls), 'no request leaves for map data').toEqual([]);
  await expectNoAxeViolations(page);

  const ut = points.getByRole('link', { name: /^The University of Texas at Austin: in-state tuition/ });
  await ut.hover();
  await expect(page.getByText(/^The University of Texas at Austin: in-state tuition \$10,824$/)).toBeVisible();
  await ut.click();
  await expect(page).toHaveURL('/colleges/228778');
  await page.goBack();

  // One tab stop: a single point holds it; End moves to the last point and Enter opens it.
  const first = points.locator('a[tabindex="0"]');
  await expect(first).toHaveCount(1);
  await first.focus();
  await page.keyboard.press('End');
  const last = points.getByRole('link').last();
  await expect(last).toBeFocused();
  const href = await last.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
});

test('the map keeps working offline once loaded, and its code is in the offline precache', async ({ page, context }) => {
  await page.goto('/colleges?view=map&state=CA');
  await expect(mapPoints(page).getByRole('link')).not.toHaveCount(0);
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/[\w-]+\.js$/.test(path)),
  );
  expect(chunks.filter((path) => /\/(colleges-map|us-shapes)-/.test(path))).toHaveLength(2);
  // Every chunk the page and its map loaded is in the offline precache.
  const precache = await (await page.request.get('/sw.js')).text();
  for (const chunk of chunks) expect(precache, `${chunk} is precached for offline use`).toContain(chunk.replace(/^\//, ''));

  await context.setOffline(true);
  // The box follows the URL: clicked, then the map (not the box) awaited.
  await page.getByRole('checkbox', { name: 'Show the map' }).click();
  await expect(mapPoints(page)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show the map' }).click();
  await expect(mapPoints(page).getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
});

test('a school page: a locator map and its fields of study, one figure not published', async ({ page }) => {
  const urls = recordRequests(page);
  await page.goto('/colleges/228778');
  // The locator map is drawn once its section comes near the screen, as a reader scrolls to it.
  await page.getByRole('heading', { name: 'Where it is' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'Map: The University of Texas at Austin in Austin, TX' })).toBeVisible();
  const programs = page.getByRole('list', { name: 'Fields of study' });
  const computing = programs.getByRole('listitem').filter({ hasText: 'Computer Science' });
  await expect(computing).toContainText('$76,600');
  await expect(computing).toContainText('not published');
  await expect(programs.getByText('not published')).toHaveCount(1);
  await page.getByLabel('Sort programs').selectOption('title:asc');
  await expect(page).toHaveURL('/colleges/228778?programs_sort=title%3Aasc');
  await expect(programs.getByRole('listitem').first()).toContainText('Biology');
  expect(leavesForMapData(urls)).toEqual([]);
  expect(await schoolRequests()).toHaveLength(1);
  await expectNoAxeViolations(page);
});
