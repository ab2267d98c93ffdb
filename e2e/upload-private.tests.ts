// Private shares use the same upstream as e2e/upload.spec.ts, whose state (faults, the last upload)
// they reset and read: upload.spec.ts imports these tests so the two never run in parallel.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { DEMO, UPSTREAM } from './environment.ts';
import { expect, expectNoAxeViolations, test, upstream } from './fixtures.ts';

let dir = '';
test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-private-e2e-'));
});
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
test.beforeEach(async () => {
  await Promise.all([upstream.reset('upload'), upstream.reset('upload-files')]);
});

const PLAINTEXT = 'The quarterly numbers, strictly private: 42.\n';

async function fileWith(name: string, content: string | Buffer) {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

async function lastUpload(): Promise<{ name?: string; bytes?: number; fields?: Record<string, string> }> {
  const response = await fetch(`${UPSTREAM}/__control/state?service=upload`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  return ((await response.json()) as { lastUpload?: object }).lastUpload ?? {};
}

const queueRow = (page: Page, name: string) => page.getByRole('list', { name: 'Upload queue' }).getByRole('listitem', { name });

/** Uploads through the page with encryption on and returns the private link it shows. */
async function shareEncrypted(page: Page, path: string, name: string, options: { password?: string; expiry?: string } = {}) {
  await page.goto('/upload');
  const encrypt = page.getByLabel('Encrypt (only people with the link can open it)');
  await encrypt.check();
  if (options.password) await page.getByLabel('Password (optional)').fill(options.password);
  if (options.expiry) await page.getByLabel('Link lifetime').selectOption({ label: options.expiry });
  await page.getByLabel('Files to upload').setInputFiles(path);
  const link = queueRow(page, name).getByRole('link', { name: /\/upload\/open#v1\// });
  await expect(link).toBeVisible({ timeout: 20_000 });
  return (await link.getAttribute('href')) ?? '';
}

/** A fresh context: nothing from the uploader's browser (history, storage) is there. */
async function openElsewhere(browser: Browser, link: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  return { page, context };
}

async function storedBytes(link: string) {
  const [, id, name] = /#v1\/(\d+)\/([^/]+)/.exec(link) ?? [];
  const response = await fetch(`${UPSTREAM}/upload-files/dl/${id}/${name}`);
  return Buffer.from(await response.arrayBuffer());
}

test('an encrypted share opens in a fresh browser and saves the same bytes; the host sees only ciphertext named .bin', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const path = await fileWith('private-report.txt', PLAINTEXT);
  const link = await shareEncrypted(page, path, 'private-report.txt');
  expect(link).toMatch(/\/upload\/open#v1\/\d+\/[a-z0-9]{12}\.bin\/k\/[A-Za-z0-9_-]{22}$/);
  const received = await lastUpload();
  expect(received.name).toMatch(/^[a-z0-9]{12}\.bin$/);
  expect(received.fields).toEqual({ expire: '3600' });
  const stored = await storedBytes(link);
  expect(stored.length).toBe(received.bytes);
  expect(stored.includes(Buffer.from('quarterly'))).toBe(false);
  expect(stored.includes(Buffer.from('private-report'))).toBe(false);
  await expectNoAxeViolations(page);
  // The key is not kept unless asked: the history has the name, not the link.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Upload history' }).getByText(/its key was not kept/)).toBeVisible();

  const opened = await openElsewhere(browser, link);
  const save = opened.page.getByRole('link', { name: 'Save private-report.txt' });
  await expect(save).toBeVisible({ timeout: 20_000 });
  await expect(opened.page.getByLabel('Text preview')).toHaveText(PLAINTEXT);
  const [download] = await Promise.all([opened.page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toBe('private-report.txt');
  expect(await readFile((await download.path()) ?? '', 'utf8')).toBe(PLAINTEXT);
  await expectNoAxeViolations(opened.page);
  await opened.context.close();
});

test('a password share: the link has no key, a wrong password is named, the right one opens it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const path = await fileWith('locked.txt', PLAINTEXT);
  const link = await shareEncrypted(page, path, 'locked.txt', { password: 'correct horse battery' });
  expect(link).toMatch(/#v1\/\d+\/[a-z0-9]{12}\.bin\/p$/);

  const opened = await openElsewhere(browser, link);
  const password = opened.page.getByLabel('Password', { exact: true });
  await password.fill('wrong guess');
  await opened.page.getByRole('button', { name: 'Open file' }).click();
  await expect(opened.page.getByRole('heading', { name: 'Wrong password' })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(opened.page);
  await password.fill('correct horse battery');
  await opened.page.getByRole('button', { name: 'Open file' }).click();
  await expect(opened.page.getByRole('link', { name: 'Save locked.txt' })).toBeVisible({ timeout: 20_000 });
  await opened.context.close();
});

test('the chosen lifetime is sent as expire; once the host has deleted the file the link says so', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const path = await fileWith('short-lived.txt', PLAINTEXT);
  const link = await shareEncrypted(page, path, 'short-lived.txt', { expiry: '6 hours' });
  expect((await lastUpload()).fields).toEqual({ expire: '21600' });
  await expect(queueRow(page, 'short-lived.txt').getByText(/Expires in (5|6) h/)).toBeVisible();
  await upstream.setState('upload-files', { clockOffsetMs: 7 * 3600 * 1000 });

  const opened = await openElsewhere(browser, link);
  await expect(opened.page.getByRole('heading', { name: 'This file is gone' })).toBeVisible({ timeout: 20_000 });
  await expect(opened.page.getByRole('link', { name: /^Save/ })).toHaveCount(0);
  await opened.context.close();
});

test('an altered or cut-off copy at the host is named, and nothing is offered for saving', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const path = await fileWith('tampered.txt', PLAINTEXT.repeat(3000));
  const link = await shareEncrypted(page, path, 'tampered.txt');

  await upstream.setState('upload-files', { flipByteAt: 200 });
  const altered = await openElsewhere(browser, link);
  await expect(altered.page.getByRole('heading', { name: 'The file has been altered' })).toBeVisible({ timeout: 20_000 });
  await expect(altered.page.getByRole('link', { name: /^Save/ })).toHaveCount(0);
  await altered.context.close();

  await upstream.resetState('upload-files');
  await upstream.setState('upload-files', { dropLastBytes: 1000 });
  const cut = await openElsewhere(browser, link);
  await expect(cut.page.getByRole('heading', { name: 'The file is incomplete' })).toBeVisible({ timeout: 20_000 });
  await expect(cut.page.getByRole('link', { name: /^Save/ })).toHaveCount(0);
  await cut.context.close();
});

test('a damaged link is explained and nothing is requested; the page is axe-clean', async ({ page }) => {
  await page.goto('/upload/open#v1/123/abc.bin/k/too-short');
  await expect(page.getByText(/key at the end of this link is incomplete/)).toBeVisible();
  expect(await upstream.requests('upload-files')).toEqual([]);
  await expectNoAxeViolations(page);
});

test.describe('demo build', () => {
  // The demo answers uploads from its mock service worker.
  test.use({ serviceWorkers: 'allow' });

  test('an encrypted share opens with no network', async ({ page }) => {
    test.skip(!process.env.E2E_DEMO, 'the demo server runs only with E2E_DEMO=1');
    test.setTimeout(60_000);
    const path = await fileWith('demo-secret.txt', PLAINTEXT);
    await page.goto(`${DEMO}/upload`);
    await page.getByLabel('Encrypt (only people with the link can open it)').check();
    await page.getByLabel('Files to upload').setInputFiles(path);
    const link = queueRow(page, 'demo-secret.txt').getByRole('link', { name: /\/upload\/open#v1\// });
    await expect(link).toBeVisible({ timeout: 20_000 });
    await page.goto((await link.getAttribute('href')) ?? '');
    await expect(page.getByRole('link', { name: 'Save demo-secret.txt' })).toBeVisible({ timeout: 20_000 });
  });
});

test.describe('demo build, a share opened in another browser', () => {
  test.use({ serviceWorkers: 'allow' });
  const NOTICE = 'Demo shares stay in the browser that made them';

  /** Records, in order, the first moment a password field and the demo notice are in the page: a field drawn even for one frame counts. */
  async function recordOrder(context: BrowserContext) {
    await context.addInitScript((notice) => {
      const order: string[] = [];
      Object.assign(window, { shownInOrder: order });
      const note = (what: string) => !order.includes(what) && order.push(what);
      new MutationObserver(() => {
        if (document.querySelector('input[type="password"]')) note('password field');
        if ([...document.querySelectorAll('[role="alert"] h2')].some((heading) => heading.textContent === notice)) note('notice');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, NOTICE);
  }
  const shownInOrder = (page: Page) => page.evaluate(() => (window as unknown as { shownInOrder: string[] }).shownInOrder);

  /** Uploads in the demo with encryption on and returns the private link the queue shows. */
  async function demoShare(page: Page, path: string, name: string, password?: string) {
    await page.goto(`${DEMO}/upload`);
    await page.getByLabel('Encrypt (only people with the link can open it)').check();
    if (password) await page.getByLabel('Password (optional)').fill(password);
    await page.getByLabel('Files to upload').setInputFiles(path);
    const link = queueRow(page, name).getByRole('link', { name: /\/upload\/open#v1\// });
    await expect(link).toBeVisible({ timeout: 20_000 });
    return (await link.getAttribute('href')) ?? '';
  }

  test('says the share is not in this browser before, and instead of, asking for a password; the browser that made it asks', async ({ page, browser }) => {
    test.skip(!process.env.E2E_DEMO, 'the demo server runs only with E2E_DEMO=1');
    test.setTimeout(90_000);
    const picture = await fileWith('holiday.png', Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex'));
    const locked = await demoShare(page, picture, 'holiday.png', 'two words');
    const keyed = await demoShare(page, await fileWith('menu.png', await readFile(picture)), 'menu.png');
    expect(locked).toMatch(/\/p$/);
    expect(keyed).toMatch(/\/k\/[A-Za-z0-9_-]{22}$/);

    // The uploading browser has the share: it asks for the password (the recorder sees a field).
    await recordOrder(page.context());
    await page.goto(locked);
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible({ timeout: 20_000 });
    expect(await shownInOrder(page)).toEqual(['password field']);

    // Fresh browsers, with the mock worker allowed and without it: nothing of the uploader's is there.
    for (const serviceWorkers of ['allow', 'block'] as const) {
      for (const link of [locked, keyed]) {
        const context = await browser.newContext({ serviceWorkers });
        await recordOrder(context);
        const elsewhere = await context.newPage();
        await elsewhere.goto(link);
        const where = `${link.endsWith('/p') ? 'password' : 'key'} link, service workers ${serviceWorkers}`;
        await expect(elsewhere.getByRole('heading', { name: NOTICE }), where).toBeVisible({ timeout: 20_000 });
        await expect(elsewhere.getByLabel('Password', { exact: true }), where).toHaveCount(0);
        await expect(elsewhere.getByRole('button', { name: 'Open file' }), where).toHaveCount(0);
        expect(await shownInOrder(elsewhere), where).toEqual(['notice']);
        await context.close();
      }
    }
  });
});

test('three files as one encrypted .zip: one link, and the saved zip holds the three files byte for byte', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const contents: Record<string, Buffer> = {
    'notes.txt': Buffer.from('meeting notes\n'),
    'photo.jpg': Buffer.from(Array.from({ length: 200_000 }, (_, index) => (index * 31) % 256)),
    'Übersicht.csv': Buffer.from('a,b\n1,2\n'),
  };
  const paths = await Promise.all(Object.entries(contents).map(([name, bytes]) => fileWith(name, bytes)));
  await page.goto('/upload');
  await page.getByLabel('Encrypt (only people with the link can open it)').check();
  await page.getByLabel('Files to upload').setInputFiles(paths);
  const choice = page.getByRole('region', { name: '3 files, 200 KB in all' });
  await expect(choice).toContainText(/As one \.zip: .* encrypted, one link for all/);
  await expectNoAxeViolations(page);
  await choice.getByRole('button', { name: 'Share as one .zip' }).click();
  const link = queueRow(page, 'shared-files.zip').getByRole('link', { name: /\/upload\/open#v1\// });
  await expect(link).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Upload queue' }).getByRole('listitem')).toHaveCount(1);
  const href = (await link.getAttribute('href')) ?? '';
  expect((await lastUpload()).name).toMatch(/^[a-z0-9]{12}\.bin$/);
  expect((await storedBytes(href)).includes(Buffer.from('meeting notes'))).toBe(false);

  const opened = await openElsewhere(browser, href);
  const save = opened.page.getByRole('link', { name: 'Save shared-files.zip' });
  await expect(save).toBeVisible({ timeout: 20_000 });
  const [download] = await Promise.all([opened.page.waitForEvent('download'), save.click()]);
  const unpacked = unzipSync(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(Object.keys(unpacked).sort()).toEqual(Object.keys(contents).sort());
  for (const [name, bytes] of Object.entries(contents)) expect(Buffer.from(unpacked[name]!).equals(bytes)).toBe(true);
  await opened.context.close();
});
