import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, forgetSavedAnswers, test, upstream } from './fixtures.ts';

/** Pins the view at `path` with its page's Pin button, and waits for the button to say Unpin. */
async function pin(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Pin to overview' }).click();
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();
}

const board = (page: Page) => page.getByRole('region', { name: 'Your board' });
const tileHeadings = (page: Page) => board(page).getByRole('article').getByRole('heading', { level: 3 });
const tile = (page: Page, title: RegExp) =>
  board(page)
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });

const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const WBTC = '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599';

test.beforeEach(async () => {
  await Promise.all((['jobs', 'colleges', 'countries', 'bpi', 'coinbase', 'bpi-history', 'swap'] as const).map((name) => upstream.reset(name)));
});

test('views pinned from five pages are live tiles on the overview, arranged by keyboard and kept across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(/Pin a view from its page with “Pin to overview”/)).toBeVisible();

  await pin(page, '/jobs?remote=1&page=2');
  await pin(page, '/bpi?currency=EUR');
  await pin(page, '/colleges?state=CA');
  await pin(page, '/countries/FR');
  await pin(page, `/swap?chainId=1&sellToken=${ETH}&buyToken=${WBTC}&amount=0.5&side=sell`);
  // The same view spelled another way is the same pin.
  await page.goto('/jobs?remote=1');
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();
  await page.goto(`/swap?amount=0.5&buyToken=${WBTC.toLowerCase()}`);
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Services' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Your board', level: 2 })).toBeVisible();
  await expect(tileHeadings(page)).toHaveText([/^Jobs · remote/, /^Bitcoin · EUR/, /^Colleges · CA/, /^France \(FR\)/, 'Swap · 0.5 ETH → WBTC']);
  await expect(tile(page, /^Jobs/)).toContainText(/\d+ jobs? match/);
  await expect(tile(page, /^Bitcoin/)).toContainText(/€[\d,]+\.\d\d/);
  await expect(tile(page, /^Bitcoin/)).toContainText('per bitcoin in EUR');
  await expect(tile(page, /^Colleges/)).toContainText(/\d+ schools? match/);
  await expect(tile(page, /^France/)).toContainText('Paris');
  // The swap tile quotes from the contract server's 0x (through the proxy, with the server's key), its tokens read from the token list.
  await expect(tile(page, /^Swap/)).toContainText('0.5 ETH on Ethereum gets about');
  await expect(tile(page, /^Swap/)).toContainText(/0\.0\d+ WBTC/);
  await expect(tile(page, /^Swap/)).toContainText(/≈ \$[\d,]+\.\d\d/);
  await expect(tile(page, /^Swap/)).toContainText('Refreshing every 15 s');

  // Keyboard: the jobs tile moves two places later, focus stays on its button, and it is said.
  const moveLater = tile(page, /^Jobs/).getByRole('button', { name: 'Move later' });
  await moveLater.focus();
  await page.keyboard.press('Enter');
  await expect(tileHeadings(page)).toHaveText([/^Bitcoin/, /^Jobs/, /^Colleges/, /^France/, /^Swap/]);
  await expect(tile(page, /^Jobs/).getByRole('button', { name: 'Move later' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tileHeadings(page)).toHaveText([/^Bitcoin/, /^Colleges/, /^Jobs/, /^France/, /^Swap/]);
  await expect(page.getByRole('status').filter({ hasText: /^Moved “Jobs · remote” to place 3 of 5\.$/ })).toBeAttached();

  // Wide, renamed, then removed and put back with Undo.
  await tile(page, /^France/)
    .getByRole('button', { name: 'Wide' })
    .click();
  await expect(tile(page, /^France/).getByRole('button', { name: 'Wide' })).toHaveAttribute('aria-pressed', 'true');
  await tile(page, /^Colleges/)
    .getByRole('button', { name: 'Rename' })
    .click();
  await page.getByRole('textbox', { name: 'Tile title' }).fill('California schools');
  await page.keyboard.press('Enter');
  await expect(tileHeadings(page).nth(1)).toHaveText('California schools');
  await tile(page, /^Bitcoin/)
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(tileHeadings(page)).toHaveCount(4);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tileHeadings(page)).toHaveText([/^Bitcoin/, 'California schools', /^Jobs/, /^France/, /^Swap/]);

  await page.reload();
  await expect(tileHeadings(page)).toHaveText([/^Bitcoin/, 'California schools', /^Jobs/, /^France/, /^Swap/]);
  await expect(tile(page, /^France/).getByRole('button', { name: 'Wide' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page, /^Jobs/)).toContainText(/\d+ jobs? match/);
  await expect(tile(page, /^Swap/)).toContainText(/0\.0\d+ WBTC/);
  await expectNoAxeViolations(page);

  // Unpinning from the page takes the tile off the board.
  await page.goto('/bpi?currency=EUR');
  await page.getByRole('button', { name: 'Unpin' }).click();
  await expect(page.getByRole('button', { name: 'Pin to overview' })).toBeVisible();
  await page.goto('/');
  await expect(tileHeadings(page)).toHaveText(['California schools', /^Jobs/, /^France/, /^Swap/]);
});

test('a shared board link opens in a fresh browser, offers its tiles, and adds them only when asked', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await pin(page, '/jobs?remote=1');
  await pin(page, '/countries/FR');
  await page.goto('/');
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/#board=v1\.[A-Za-z0-9_-]+$/);

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    const offer = other.getByRole('region', { name: 'Someone shared a board with 2 tiles' });
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('listitem')).toHaveText([/^Jobs · remote/, /^France \(FR\)/]);
    await expect(board(other)).toHaveCount(0);
    await offer.getByRole('button', { name: 'Add to my board' }).click();
    await expect(tileHeadings(other)).toHaveText([/^Jobs · remote/, /^France \(FR\)/]);
    await expect(other).toHaveURL(/\/$/);

    // A link to an outside address is refused with the reason.
    const forged = `/#board=v1.${Buffer.from(JSON.stringify({ version: 1, tiles: [{ url: 'https://evil.example/', title: 'x', size: 'small' }] })).toString('base64url')}`;
    await other.goto(forged);
    await expect(other.getByRole('alert')).toContainText('“https://evil.example/” is not a view this dashboard can pin.');
  } finally {
    await fresh.close();
  }
});

test('a failing upstream fails its tiles alone; two tiles asking the same thing send one request', async ({ page }) => {
  await pin(page, '/jobs?remote=1');
  await pin(page, '/jobs?q=developer');
  await pin(page, '/countries/FR');
  // Nothing saved from the pinning visits: the board asks afresh.
  await forgetSavedAnswers(page);
  await upstream.clearRequests('jobs');
  await page.goto('/');
  await expect(tile(page, /^Jobs · remote/)).toContainText(/\d+ jobs? match/);
  await expect(tile(page, /^Jobs · developer/)).toContainText(/\d+ jobs? match/);
  // The two tiles and the overview's jobs card share the first page of the list.
  const firstPages = (await upstream.requests('jobs')).filter((request) => (request.query.page?.[0] ?? '1') === '1');
  expect(firstPages).toHaveLength(1);

  // Failing, with nothing saved to show instead (a saved list within its stale time would be shown, and rightly).
  await upstream.fault('jobs', { kind: '500' });
  await forgetSavedAnswers(page);
  await page.goto('/');
  await expect(tile(page, /^Jobs · remote/).getByRole('alert')).toBeVisible({ timeout: 20_000 });
  await expect(tile(page, /^France/)).toContainText('Paris');
  await upstream.clearFaults('jobs');
  await tile(page, /^Jobs · remote/)
    .getByRole('button', { name: 'Retry' })
    .click();
  await expect(tile(page, /^Jobs · remote/)).toContainText(/\d+ jobs? match/);
});

test('an exported board imports into another browser after its own tiles; a foreign file is refused with the reason', async ({ page, browser }) => {
  await pin(page, '/countries/FR');
  await page.goto('/');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await pin(other, '/jobs?remote=1');
    await other.goto('/');
    const chooser = other.waitForEvent('filechooser');
    await other.getByRole('button', { name: 'Import a board' }).click();
    await (await chooser).setFiles(file);
    await expect(other.getByRole('status').filter({ hasText: 'Added 1 tile.' })).toBeVisible();
    await expect(tileHeadings(other)).toHaveText([/^Jobs · remote/, /^France \(FR\)/]);

    const foreign = other.waitForEvent('filechooser');
    await other.getByRole('button', { name: 'Import a board' }).click();
    await (await foreign).setFiles({ name: 'grafana.json', mimeType: 'application/json', buffer: Buffer.from('{"dashboard":{"panels":[]}}') });
    await expect(other.getByRole('status').filter({ hasText: '“grafana.json” was not imported. It is not a board of this dashboard' })).toBeVisible();
    await expect(tileHeadings(other)).toHaveCount(2);
  } finally {
    await fresh.close();
  }
});

test('a pinned console query shows its rows on the board; shared by link it sends nothing until the person presses Run', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const query = 'query BoardProbe { countries(filter: { continent: { eq: "EU" } }) { code name capital } }';
  const sentProbe = async () => (await upstream.requests('countries')).filter((request) => request.body?.includes('BoardProbe')).length;
  await pin(page, `/countries/console?query=${encodeURIComponent(query)}`);
  await page.goto('/');
  const probe = tile(page, /^GraphQL console · query BoardProbe/);
  const rows = probe.getByRole('table', { name: /^BoardProbe · countries: \d of \d+$/ });
  await expect(rows.getByRole('row').nth(1)).toContainText(/^[A-Z]{2}/);
  await expect(rows.getByRole('columnheader')).toHaveText(['code', 'name', 'capital']);
  await expect(probe.getByRole('button', { name: 'Run again' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Copy share link' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await upstream.clearRequests('countries');

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    const sentFromPage: string[] = [];
    other.on('request', (request) => void (request.postData()?.includes('BoardProbe') && sentFromPage.push(request.url())));
    await other.goto(link);
    await other.getByRole('region', { name: 'Someone shared a board with 1 tile' }).getByRole('button', { name: 'Add to my board' }).click();
    const received = tile(other, /^GraphQL console · query BoardProbe/);
    await expect(received).toContainText('From a shared board: it runs only when you ask.');
    await expect(received.getByRole('group', { name: 'Query to run' })).toContainText(query);
    // A reload keeps it waiting: the mark is stored with the tile.
    await other.reload();
    await expect(received.getByRole('button', { name: 'Run query' })).toBeVisible();
    await expect(received.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(other);
    expect(sentFromPage).toEqual([]);
    expect(await sentProbe()).toBe(0);

    await received.getByRole('button', { name: 'Run query' }).click();
    await expect(
      received
        .getByRole('table', { name: /^BoardProbe · countries: \d of \d+$/ })
        .getByRole('row')
        .nth(1),
    ).toContainText(/^[A-Z]{2}/);
    expect(sentFromPage).toHaveLength(1);
    expect(await sentProbe()).toBe(1);
  } finally {
    await fresh.close();
  }
});

test('a board in the documented format (url, title, size only) quotes its swap pair by the token list and names its country from the data, in exports too', async ({
  page,
}) => {
  const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
  const tiles = [
    { url: `/swap?sellToken=${DAI}&buyToken=${WBTC}&amount=300`, title: 'DAI to bitcoin', size: 'small' },
    { url: '/countries/CL', title: 'Country CL', size: 'small' },
  ];
  await page.goto(`/#board=v1.${Buffer.from(JSON.stringify({ version: 1, tiles })).toString('base64url')}`);
  await page.getByRole('button', { name: 'Add to my board' }).click();
  await expect(tile(page, /^DAI to bitcoin/)).toContainText('300 DAI on Ethereum gets about');
  await expect(tile(page, /^DAI to bitcoin/)).toContainText(/0\.\d+ WBTC/);
  await expect(tileHeadings(page)).toHaveText(['DAI to bitcoin', 'Chile (CL)']);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const exported = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as { tiles: { title: string }[] };
  expect(exported.tiles.map((exportedTile) => exportedTile.title)).toEqual(['DAI to bitcoin', 'Chile (CL)']);
});
