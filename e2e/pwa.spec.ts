import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { APP, APP_PORT, OUT_DIR, UPSTREAM, appBuildEnv } from './environment.ts';
import { findChromium } from './find-chromium.ts';
import { cachedAnswersInclude, expect, test } from './fixtures.ts';

// The installable, offline app shell: the normal build's service worker, on servers of this
// spec's own (stopped to go offline, restarted with another build to deploy), so each test has
// an origin, a worker and an IndexedDB of its own.
test.use({ serviceWorkers: 'allow' });

const PORTS = { offline: APP_PORT + 60, deploy: APP_PORT + 61, swap: APP_PORT + 62, board: APP_PORT + 63 };
const servers = new Set<ChildProcess>();

async function serve(dist: string, port: number): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'server/main.ts', '--dist', dist], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG: '0', PROXY_RATE_LIMIT_PER_MINUTE: '6000', SWAP_API_KEY: appBuildEnv.SWAP_API_KEY },
    stdio: 'ignore',
    detached: true,
  });
  servers.add(server);
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server on ${port} did not start`);
}

async function stop(server: ChildProcess) {
  servers.delete(server);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid!, 'SIGKILL');
  await exited;
}

test.afterEach(async () => {
  for (const server of [...servers]) await stop(server);
});

/** Resolves once this build's worker controls the page (it precaches everything before it activates). */
/** The worker controlling the page; a read that meets a reload (one worker replacing another) is retried. */
const controllingWorker = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? 'none').catch(() => 'reloading');
const workerControls = (page: Page) => expect.poll(() => controllingWorker(page), { timeout: 20_000 }).toMatch(/\/sw\.js$/);

/**
 * Chromium's offline emulation leaves navigator.onLine true in a document loaded while offline;
 * going offline again tells the page, as a real disconnection does.
 */
async function tellPageItIsOffline(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

test('the normal build is installable: manifest, icons, a worker, and no installability errors', async ({ playwright }) => {
  // A persistent profile: Chromium never offers to install from an incognito-like context.
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { executablePath: findChromium(), args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await context.newPage();
    await page.goto(`${APP}/`);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await workerControls(page);
    const manifest = await (await page.request.get(`${APP}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Seven-service dashboard', short_name: 'Dashboard', display: 'standalone', start_url: '/' });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['any', '192x192', '512x512']));
    for (const path of ['/sw.js', '/manifest.webmanifest']) {
      expect((await page.request.get(`${APP}${path}`)).headers()['cache-control'], path).toBe('no-cache');
    }
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a reload opens the app from the worker, with the saved answers, their notes and the banner', async ({ page, context }) => {
  test.setTimeout(60_000);
  const server = await serve(OUT_DIR, PORTS.offline);
  const origin = `http://127.0.0.1:${PORTS.offline}`;
  await page.goto(`${origin}/jobs`);
  const jobs = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
  await expect(jobs.first()).toBeVisible();
  const firstTitle = (await jobs.first().getByRole('heading').textContent()) ?? '';
  await expect.poll(() => cachedAnswersInclude(page, firstTitle.slice(0, 20))).toBe(true);
  await workerControls(page);

  await stop(server);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  await expect(jobs.first().getByRole('heading')).toHaveText(firstTitle);
  await tellPageItIsOffline(context);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect(page.getByText('Loaded jobs and your saved jobs stay available; loading more jobs needs the network.')).toBeVisible();

  // A page never opened online still opens (its code is precached) and says what needs the network.
  await page.goto(`${origin}/swap`);
  await expect(page.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible();
  await tellPageItIsOffline(context);
  await expect(page.getByText('Quotes are live prices: getting one needs the network.')).toBeVisible();
});

test('offline, the board opens from the worker: tiles show their saved data with its age, and what cannot load says so', async ({ page, context }) => {
  test.setTimeout(90_000);
  const server = await serve(OUT_DIR, PORTS.board);
  const origin = `http://127.0.0.1:${PORTS.board}`;
  for (const path of ['/jobs?remote=1', '/countries/FR', '/coffee']) {
    await page.goto(`${origin}${path}`);
    await page.getByRole('button', { name: 'Pin to overview' }).click();
    await expect(page.getByRole('button', { name: 'Unpin' })).toBeVisible();
  }
  await page.goto(`${origin}/`);
  const tile = (title: RegExp) =>
    page
      .getByRole('region', { name: 'Your board' })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(tile(/^Jobs/)).toContainText(/\d+ jobs? match/);
  await expect(tile(/^France/)).toContainText('Paris');
  await expect(tile(/^Coffee/).getByRole('img')).toBeVisible();
  await expect.poll(() => cachedAnswersInclude(page, 'Paris')).toBe(true);
  await workerControls(page);

  await stop(server);
  await context.setOffline(true);
  await page.reload();
  await expect(tile(/^Jobs/)).toContainText(/\d+ jobs? match/);
  await expect(tile(/^Jobs/)).toContainText(/Updated \d+ (s|min) ago/);
  await expect(tile(/^France/)).toContainText('Paris');
  await expect(tile(/^France/)).toContainText(/Updated \d+ (s|min) ago/);
  // A coffee picture is drawn afresh on each visit: offline, its tile says so, alone, with Retry.
  await expect(tile(/^Coffee/).getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 30_000 });
  await expect(tile(/^France/).getByRole('alert')).toHaveCount(0);
});

test('a new deploy offers "A new version is ready — Reload" and switches only when asked', async ({ page }) => {
  test.setTimeout(240_000);
  const first = await serve(OUT_DIR, PORTS.deploy);
  const origin = `http://127.0.0.1:${PORTS.deploy}`;
  // The settings page shows each upstream's build-time base URL: the new deploy changes coffee's.
  const coffeeDefault = (build: string) => page.getByPlaceholder(`${UPSTREAM}/${build}`, { exact: true });
  await page.goto(`${origin}/settings`);
  await expect(coffeeDefault('coffee')).toBeVisible();
  await workerControls(page);

  const next = `${OUT_DIR}-next`;
  rmSync(next, { recursive: true, force: true });
  execFileSync('npx', ['vite', 'build', '--outDir', next, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, ...appBuildEnv, VITE_COFFEE_BASE_URL: `${UPSTREAM}/coffee-next` },
    stdio: 'ignore',
  });
  await stop(first);
  await serve(next, PORTS.deploy);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));

  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready.' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  // Nothing switched under the page, not even on a reload: the first build still runs.
  await page.reload();
  await expect(coffeeDefault('coffee')).toBeVisible();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(coffeeDefault('coffee-next')).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toHaveCount(0);
  rmSync(next, { recursive: true, force: true });
});

test("the demo build and the normal build on one origin each drop the other's worker", async ({ page }) => {
  test.skip(!process.env.E2E_DEMO, 'needs the demo build (E2E_DEMO=1, as npm run e2e sets)');
  test.setTimeout(90_000);
  const origin = `http://127.0.0.1:${PORTS.swap}`;
  const registrations = () =>
    page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.map((one) => one.active?.scriptURL ?? 'installing')));

  let server = await serve(OUT_DIR, PORTS.swap);
  await page.goto(`${origin}/`);
  await workerControls(page);

  await stop(server);
  server = await serve(`${OUT_DIR}-demo`, PORTS.swap);
  // The precached normal build may open first; its worker finds the demo's self-removing one and goes.
  await page.goto(`${origin}/`);
  await expect.poll(() => controllingWorker(page), { timeout: 30_000 }).toMatch(/\/mockServiceWorker\.js$/);
  expect(await registrations()).toEqual([expect.stringMatching(/\/mockServiceWorker\.js$/)]);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  await stop(server);
  await serve(OUT_DIR, PORTS.swap);
  await page.goto(`${origin}/`);
  await workerControls(page);
  expect(await registrations()).toEqual([expect.stringMatching(/\/sw\.js$/)]);
  await expect(page.getByText('A new version is ready.')).toHaveCount(0);
});
