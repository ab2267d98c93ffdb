import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { buildReference, serveBuild } from '../scripts/bench/production-builds.ts';
import { APP_PORT, OUT_DIR } from './environment.ts';
import { expect, test, upstream } from './fixtures.ts';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.ts';

/** The last release that kept one IndexedDB database per owner. */
const EARLIER_RELEASE = '527687ee5cdaae24ad1bbb8b76f5856c3dab1310';
/** Both builds are served here in turn: one origin, so one profile's storage. */
const ORIGIN_PORT = Number(process.env.E2E_UPGRADE_PORT ?? APP_PORT + 2);
const ORIGIN = `http://127.0.0.1:${ORIGIN_PORT}`;
// Absolute: the earlier release is built from its own temporary checkout.
const EARLIER_DIST = resolve(`${OUT_DIR}-${EARLIER_RELEASE.slice(0, 7)}`);

const openProfile = (dir: string) =>
  chromium.launchPersistentContext(dir, {
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    baseURL: ORIGIN,
    // Each build answers for itself: the earlier release's worker would otherwise serve its own files.
    serviceWorkers: 'block',
  });

const databaseNames = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? '').sort());

const jobRows = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article');
const board = (page: Page) => page.getByRole('region', { name: 'Your board' });
const alerts = (page: Page) => page.getByRole('region', { name: 'Price alerts' });

async function pin(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Pin to overview' }).click();
  await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();
}

/** What the person does in the earlier release; returns the titles of the job saved and the job hidden. */
async function useEarlierRelease(context: BrowserContext, file: string) {
  const page = await context.newPage();
  await page.goto('/jobs');
  const savedTitle = (await jobRows(page).nth(0).getByRole('heading').textContent())!;
  const hiddenTitle = (await jobRows(page).nth(1).getByRole('heading').textContent())!;
  // Titles repeat across postings: the hidden one is told by its link.
  const hiddenHref = (await jobRows(page).nth(1).getByRole('heading').getByRole('link').getAttribute('href'))!;
  await jobRows(page).nth(0).getByRole('button', { name: 'Save' }).click();
  await expect(jobRows(page).nth(0).getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await jobRows(page).nth(1).getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('button', { name: '1 hidden — show' })).toBeVisible();

  await pin(page, '/countries/NZ');
  await pin(page, '/bpi?currency=GBP');

  await page.goto('/upload');
  await page.getByLabel('Files to upload').setInputFiles(file);
  await expect(
    page
      .getByRole('list', { name: 'Upload queue' })
      .getByRole('link', { name: /\/upload-files\/\d+\/notes-for-later\.txt$/ })
      .first(),
  ).toBeVisible();

  await page.goto('/bpi');
  await alerts(page).getByLabel('Tell me when BTC goes').selectOption('below');
  await alerts(page).getByLabel('Price in USD').fill('1,234');
  await alerts(page).getByRole('button', { name: 'Add alert' }).click();
  await expect(alerts(page).getByRole('list', { name: 'Your alerts' })).toContainText('BTC below $1,234.00');

  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);

  // The earlier release's own databases (its set-aside marks' database opens only when one is set aside), written before its page closes.
  await expect.poll(() => databaseNames(page)).toEqual(['dashboard-board', 'dashboard-cache', 'dashboard-jobs']);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const request = indexedDB.open('dashboard-board');
            request.onerror = () => reject(request.error);
            request.onsuccess = () => {
              const read = request.result.transaction('keyval').objectStore('keyval').get('board');
              read.onsuccess = () => {
                request.result.close();
                resolve((read.result as { tiles?: unknown[] } | undefined)?.tiles?.length ?? 0);
              };
            };
          }),
      ),
    )
    .toBe(2);
  await page.close();
  return { savedTitle, hiddenTitle, hiddenHref };
}

test.describe.configure({ timeout: 300_000 });

test('an upgrade from the release with one database per owner keeps saved jobs, the board, shares, alerts and the theme, and removes the old databases', async () => {
  await Promise.all((['jobs', 'countries', 'bpi', 'coinbase', 'bpi-history', 'upload'] as const).map((name) => upstream.reset(name)));
  buildReference(EARLIER_DIST, EARLIER_RELEASE);
  const work = await mkdtemp(join(tmpdir(), 'storage-upgrade-'));
  const profile = join(work, 'profile');
  const file = join(work, 'notes-for-later.txt');
  await writeFile(file, 'kept across the upgrade\n');

  let stopServing = await serveBuild(EARLIER_DIST, ORIGIN_PORT);
  let context = await openProfile(profile);
  let titles: { savedTitle: string; hiddenTitle: string; hiddenHref: string };
  try {
    titles = await useEarlierRelease(context, file);
  } finally {
    await context.close();
    await stopServing();
  }

  stopServing = await serveBuild(OUT_DIR, ORIGIN_PORT);
  context = await openProfile(profile);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(board(page).getByRole('article').getByRole('heading', { level: 3 })).toHaveText([/^New Zealand \(NZ\)/, /^Bitcoin · GBP/]);
    await expect.poll(() => databaseNames(page)).toEqual(['dashboard']);

    await page.goto('/jobs/saved');
    await expect(page.getByRole('list', { name: 'Saved jobs' })).toContainText(titles.savedTitle);
    await page.goto('/jobs');
    const hiddenJob = page.getByRole('list', { name: 'Jobs' }).locator(`a[href="${titles.hiddenHref}"]`);
    await expect(page.getByRole('list', { name: 'Jobs' }).getByRole('article').first()).toBeVisible();
    await expect(hiddenJob).toHaveCount(0);
    await page.getByRole('button', { name: '1 hidden — show' }).click();
    await expect(hiddenJob).toHaveText(titles.hiddenTitle);

    await page.goto('/upload');
    await expect(page.getByRole('list', { name: 'Upload history' }).getByRole('listitem', { name: 'notes-for-later.txt' })).toBeVisible();
    await page.goto('/bpi');
    // The alerts are drawn as a reader scrolls down to them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(alerts(page).getByRole('list', { name: 'Your alerts' })).toContainText('BTC below $1,234.00');
    await page.goto('/countries/NZ');
    await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();

    // A second start finds nothing left to move and the old databases stay gone.
    await page.reload();
    expect(await databaseNames(page)).toEqual(['dashboard']);
  } finally {
    await context.close();
    await stopServing();
    await rm(work, { recursive: true, force: true });
  }
});
