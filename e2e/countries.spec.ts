import type { Page } from '@playwright/test';
import type { FaultKind } from './contract-server/types.ts';
import { APP, UPSTREAM } from './environment.ts';
import { cachedAnswersInclude, expect, expectNoAxeViolations, test, upstream, onlyUpstreams } from './fixtures.ts';

test.beforeEach(async () => {
  await upstream.reset('countries');
});

const table = (page: import('@playwright/test').Page) => page.getByRole('table');

test('lists all countries from the real-shaped GraphQL server, filters and searches', async ({ page }) => {
  await page.goto('/countries');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ countries$/ })).toHaveText('250 countries');
  await expect(page.getByText('Population is unavailable from this source.')).toBeVisible();
  await page.getByLabel('Continent').selectOption('SA');
  await expect(page.getByText('14 countries in South America')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('BRASIL');
  await expect(page).toHaveURL(/continent=SA/);
  await expect(page).toHaveURL(/q=BRASIL/);
  await expect(table(page).getByRole('link')).toHaveText(['Brazil']);
  // The first list asks the schema too (one request for both); the continent filter is sent as
  // the API's filter argument; population is never asked for.
  const sent = (await upstream.requests('countries')).map((request) => JSON.parse(request.body ?? '{}') as { query: string; variables: unknown });
  expect(sent.map(({ query }) => [/__type\(name:\s*"Country"\)/.test(query), /\bpopulation\b/.test(query)])).toEqual([
    [true, false],
    [false, false],
  ]);
  expect(sent[1]!.variables).toEqual({ filter: { continent: { eq: 'SA' } } });
  await table(page).getByRole('link', { name: 'Brazil' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brazil (BR)');
  await expect(page.getByText('Português')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('detail: lower-case code is upper-cased, unknown code is explained, RTL is marked', async ({ page }) => {
  await page.goto('/countries/sa');
  await expect(page).toHaveURL(/\/countries\/SA$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saudi Arabia (SA)');
  await expect(page.getByText('العربية', { exact: true })).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('right-to-left')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/countries/zz');
  await expect(page.getByText('No country with code ZZ.')).toBeVisible();
});

test('a server that has population gets it asked for and shown', async ({ page }) => {
  await upstream.setState('countries', { withPopulation: true });
  await page.goto('/countries?q=japan');
  await expect(table(page).getByRole('row', { name: /Japan/ })).toContainText('124,516,650');
  await expect(page.getByText('Population is unavailable from this source.')).toHaveCount(0);
  await page.goto('/countries/FR');
  await expect(page.getByText('68,170,228')).toBeVisible();
});

test('a shared console link reproduces query and variables in a fresh context; completion, docs and history work', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const query = 'query One($code: ID!) { country(code: $code) { name capital } }';
  await page.goto(`/countries/console?query=${encodeURIComponent(query)}&variables=${encodeURIComponent('{"code":"JP"}')}`);
  await expect(page.getByText(/Checked against the server’s schema/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Query' }).press('ControlOrMeta+Enter');
  await expect(page.getByRole('region', { name: 'Result JSON' })).toContainText('"name": "Japan"');
  await expect(page.getByRole('status').filter({ hasText: /ms ·/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('One');
  // Completion from the live schema.
  const editor = page.getByRole('textbox', { name: 'Query' });
  await editor.fill('{ coun');
  await editor.press('End');
  await page.keyboard.press('Control+Space');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.filter({ hasText: /^countries/ })).toHaveCount(1);
  await expect(options.filter({ hasText: /^country/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // Inline error before sending.
  await editor.fill('{ countries { population } }');
  await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
  // Docs explorer: a field inserts at the cursor.
  const docs = page.getByRole('complementary', { name: 'Schema docs' });
  await docs.getByLabel('Search the schema').fill('Language');
  await expect(docs.getByText('LanguageFilterInput', { exact: true }).first()).toBeVisible();
  await docs.getByRole('button', { name: 'Insert languages' }).first().click();
  await expect(editor).toContainText('languages');
  await expectNoAxeViolations(page);
  await context.close();
});

test('a failed introspection leaves the editor working without completion and says so', async ({ page }) => {
  test.setTimeout(60_000);
  await upstream.fault('countries', { kind: '500' });
  const query = '{ country(code: "JP") { name } }';
  await page.goto(`/countries/console?query=${encodeURIComponent(query)}`);
  await expect(page.getByText('The schema could not be loaded: no completion or checks, the server checks the query.')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByRole('complementary', { name: 'Schema docs' })).toContainText('introspection failed');
  await expect(page.getByRole('textbox', { name: 'Query' })).toContainText('country(code: "JP")');
  await upstream.clearFaults('countries');
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(page.getByRole('region', { name: 'Result JSON' })).toContainText('"name": "Japan"');
  // The request just sent, as curl, from the inspector.
  await page.getByText('Inspect requests').click();
  const sent = page.getByRole('listitem').filter({ hasText: 'Status 200' }).first();
  await expect(sent).toContainText(/POST \S+\/graphql/);
  await expect(sent.getByRole('button', { name: 'Copy as curl' })).toBeVisible();
});

test('a query the CDN refuses shows its INVALID_QUERY message', async ({ page }) => {
  await page.goto('/countries/console');
  await expect(page.getByText(/Checked against the server’s schema/)).toBeVisible();
  await upstream.setState('countries', { cdnRefuses: true });
  await page.getByRole('button', { name: 'Run query' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(/HTTP 400/);
  await expect(alert).toContainText(/INVALID_QUERY|Unexpected Name/);
});

test('dark theme and a 360 px screen: axe-clean, no page overflow', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/countries?continent=EU');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(table(page)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/countries/console');
  await expect(page.getByRole('textbox', { name: 'Query' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.goto('/countries/GB');
  await expect(page.getByRole('heading', { name: 'Subdivisions (4)' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('currency filter is sent to the server as a regex; the language filter narrows the loaded list', async ({ page }) => {
  // US lists "USD,USN,USS": USN is matched as one item of that list.
  await page.goto('/countries?currency=USN');
  await expect(page.getByRole('status').filter({ hasText: /paying in USN/ })).toHaveText('1 country paying in USN');
  await expect(table(page).getByRole('link')).toHaveText(['United States']);
  const sent = (await upstream.requests('countries')).map((request) => JSON.parse(request.body ?? '{}') as { variables?: unknown });
  expect(sent.at(-1)!.variables).toEqual({ filter: { currency: { regex: '(^|,)USN(,|$)' } } });
  await page.getByLabel('Currency').fill('USD');
  await expect(page).toHaveURL(/currency=USD/);
  await expect(table(page).getByRole('link', { name: 'American Samoa' })).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(page).toHaveURL(/language=es/);
  await expect(page.getByRole('status').filter({ hasText: /speak Spanish/ })).toBeVisible();
  await expect(table(page).getByRole('link', { name: 'American Samoa' })).toHaveCount(0);
  await expect(table(page).getByRole('link', { name: 'Ecuador' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('country page: states, AWS region and a translated name chosen with names=', async ({ page }) => {
  await page.goto('/countries/US?names=de');
  await expect(page.getByRole('heading', { name: 'States (8)' })).toBeVisible();
  await expect(page.getByText('Vereinigte Staaten')).toBeVisible();
  await expect(page.getByText('us-east-1')).toBeVisible();
  await page.getByLabel('Language', { exact: true }).selectOption('fr');
  await expect(page).toHaveURL(/names=fr/);
  await expect(page.getByText('États-Unis')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/countries/US?names=xx');
  await expect(page.getByText(/name language/)).toBeVisible();
  await page.goto('/countries/US');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/countries\/languages\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('English (en)');
  // The list's link; the map above it marks the same countries ("United Kingdom, Europe").
  await expect(page.getByRole('link', { name: 'United Kingdom', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

const matrix: { kind: FaultKind; title: RegExp; detail?: RegExp }[] = [
  { kind: '500', title: /Countries had a problem \(HTTP 500\)/ },
  { kind: 'html-502', title: /Countries had a problem \(HTTP 502\)/, detail: /an HTML error page/ },
  { kind: 'malformed', title: /Countries sent a reply the app cannot read/, detail: /not valid JSON/ },
  { kind: 'wrong-shape', title: /Countries sent a reply the app cannot read/, detail: /needs "data" or "errors"/ },
  { kind: 'empty', title: /Countries sent a reply the app cannot read/, detail: /empty reply/ },
  { kind: 'timeout', title: /Countries did not answer in time/ },
  { kind: 'reset', title: /Can't reach Countries/ },
];

for (const { kind, title, detail } of matrix) {
  test(`fault ${kind}: explained error, input kept, retry recovers`, async ({ page }) => {
    test.setTimeout(60_000);
    await upstream.fault('countries', { kind, delayMs: 10_000 });
    await page.goto('/countries?q=fran&continent=EU');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(title, { timeout: 40_000 });
    if (detail) await expect(alert).toContainText(detail);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('fran');
    await expect(page.getByLabel('Continent')).toHaveValue('EU');
    // Other routes are unaffected.
    await expect(page.getByRole('navigation', { name: 'Services' })).toBeVisible();
    await upstream.clearFaults('countries');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(table(page).getByRole('link')).toHaveText(['France']);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('fran');
  });
}

test('a failed continent switch is explained and retry recovers', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/countries?continent=EU');
  await expect(page.getByText(/countries in Europe/)).toBeVisible();
  await upstream.fault('countries', { kind: '500' });
  await page.getByLabel('Continent').selectOption('AF');
  await expect(page.getByRole('alert')).toContainText(/HTTP 500/, { timeout: 40_000 });
  await upstream.clearFaults('countries');
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/countries in Africa/)).toBeVisible();
});

test('the overview card counts countries with a plain POST', async ({ page }) => {
  await onlyUpstreams(page, 'countries');
  await page.goto('/');
  await expect(page.getByText('250 countries available.')).toBeVisible();
  const requests = await upstream.requests('countries');
  expect(requests.every((request) => request.method === 'POST' || request.method === 'OPTIONS')).toBe(true);
});

test('a reload within the hour paints the saved list before any request, and sends none', async ({ page }) => {
  await page.goto('/countries?continent=EU');
  await expect(page.getByText(/^\d+ countries in Europe$/)).toBeVisible();
  await expect.poll(() => cachedAnswersInclude(page, '"EU"')).toBe(true);
  await upstream.clearRequests('countries');

  await page.reload();
  await expect(page.getByText(/^\d+ countries in Europe$/)).toBeVisible();
  await expect(page.getByText(/^Saved \d+ s ago$/)).toBeVisible();
  expect(await upstream.requests('countries')).toEqual([]);

  // Clearing cached data in /settings empties it: the next visit asks again.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Clear cached data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cached data cleared' })).toBeVisible();
  await page.goto('/countries?continent=EU');
  await expect(page.getByText(/^\d+ countries in Europe$/)).toBeVisible();
  expect((await upstream.requests('countries')).length).toBeGreaterThan(0);
});

const worldMarks = (page: Page, name: RegExp) => page.getByRole('group', { name });

test('the world map marks a currency filter’s matches, names the country under focus and opens it by keyboard', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.goto('/countries?currency=EUR');
  const status = page.getByRole('status').filter({ hasText: /countries paying in EUR$/ });
  await expect(status).toBeVisible();
  const listed = Number((await status.textContent())!.split(' ')[0]);
  const marks = worldMarks(page, /^Countries that match: \d+;/);
  await expect(marks.getByRole('link').first()).toBeVisible();
  // Every listed country is marked, or named under the map (French overseas regions are part of France's shape at this scale).
  const notOnMap = (await page.getByText(/Not on the map: /).textContent())!
    .replace(/^.*Not on the map: /, '')
    .replace(/\.$/, '')
    .split(', ');
  expect(notOnMap).toContain('Martinique');
  await expect(marks.getByRole('link')).toHaveCount(listed - notOnMap.length);
  await expect(marks.getByRole('link', { name: 'Germany, Europe' })).toBeVisible();
  await expect(marks.getByRole('link', { name: /^United States/ })).toHaveCount(0);
  // Euro users too small for the 110m shapes (Malta, Monaco, San Marino…) are dots, counted under the map.
  await expect(page.getByText(/^Dots mark \d+ countries too small to draw at this scale\./)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Map key' })).toContainText('Matches the search and filters');
  const elsewhere = urls.filter((url) => {
    const { origin, pathname } = new URL(url);
    return (origin !== APP && origin !== UPSTREAM) || /atlas|topo|tile|geojson/i.test(pathname);
  });
  expect(elsewhere, 'no request leaves for map data').toEqual([]);
  await expectNoAxeViolations(page);

  const stop = marks.locator('a[tabindex="0"]');
  await expect(stop).toHaveCount(1);
  await stop.focus();
  await page.keyboard.press('Home');
  const first = marks.getByRole('link').first();
  await expect(first).toBeFocused();
  const name = (await first.getAttribute('aria-label'))!.split(',')[0]!;
  await expect(page.getByText(new RegExp(`^${name} · Europe$`))).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(first).not.toBeFocused();
  const focused = page.locator(':focus');
  const href = await focused.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
  // The country's page locates it on a small map of its own.
  await expect(page.getByRole('img', { name: /^World map: where .+ is$/ })).toBeVisible();
});

test('on a phone the world map waits behind a toggle; the country and language pages mark their countries', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/countries');
  await expect(table(page)).toBeVisible();
  await expect(worldMarks(page, /^Countries in the list/)).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show the map' }).check();
  // 250 countries: 11 that no Natural Earth shape places are named under the map instead.
  await expect(worldMarks(page, /^Countries in the list: 239;/).getByRole('link')).toHaveCount(239);
  await expect(page.getByText(/^Dots mark \d+ countries too small to draw at this scale\. Not on the map: /)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByLabel('Theme').selectOption('dark');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/countries/languages/fr');
  await expect(worldMarks(page, /^Countries that speak French/).getByRole('link', { name: 'France, Europe' })).toBeVisible();
  await page.goto('/countries/JP');
  await expect(page.getByRole('img', { name: 'World map: where Japan is' })).toBeVisible();
  await expectNoAxeViolations(page);
});
