import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { FaultKind } from './contract-server/types.ts';
import { UPSTREAM } from './environment.ts';
import { expect, expectNoAxeViolations, test, upstream, onlyUpstreams } from './fixtures.ts';
// Private shares: one file with these tests, since both read and reset the upload upstream.
import './upload-private.tests.ts';

let dir = '';
test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-e2e-'));
});
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});
test.beforeEach(async () => {
  await upstream.reset('upload');
});

async function smallFile(name: string, content = 'hello from the e2e test\n') {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

/** Writes the file in 1 MB chunks, so the test process never holds it whole either. */
async function bigFile(name: string, bytes: number) {
  const path = join(dir, name);
  const out = createWriteStream(path);
  const chunk = Buffer.alloc(1_000_000, 0x61);
  for (let written = 0; written < bytes; written += chunk.length) {
    if (!out.write(chunk.subarray(0, Math.min(chunk.length, bytes - written)))) await new Promise((resolve) => out.once('drain', resolve));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return path;
}

async function lastUpload(): Promise<{ name?: string; bytes?: number; peakBufferedBytes?: number }> {
  const response = await fetch(`${UPSTREAM}/__control/state?service=upload`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  return ((await response.json()) as { lastUpload?: object }).lastUpload ?? {};
}

/** Several files at once are shared one link each here (the .zip choice is in upload-private.tests.ts). */
async function pick(page: Page, ...paths: string[]) {
  await page.getByLabel('Files to upload').setInputFiles(paths);
  if (paths.length > 1) await page.getByRole('button', { name: 'One link per file' }).click();
}

const queueRow = (page: Page, name: string) => page.getByRole('list', { name: 'Upload queue' }).getByRole('listitem', { name });
const historyRow = (page: Page, name: string) => page.getByRole('list', { name: 'Upload history' }).getByRole('listitem', { name });
const shareLink = (page: Page, name: string) =>
  queueRow(page, name).getByRole('link', { name: new RegExp(`^http://127\\.0\\.0\\.1:\\d+/upload-files/\\d+/${name.replace('.', '\\.')}$`) });

test('a small file uploads, shows both links, a QR code and its expiry, and stays in history after a reload', async ({ page }) => {
  await page.goto('/upload');
  await pick(page, await smallFile('hello.txt'));
  await expect(shareLink(page, 'hello.txt')).toBeVisible();
  const row = queueRow(page, 'hello.txt');
  await expect(row.getByRole('link', { name: /\/dl\/upload-files\/\d+\/hello\.txt$/ })).toHaveAttribute('target', '_blank');
  await expect(row.getByText(/Expires in (59|60) min/)).toBeVisible();
  await expect(row.getByText('24 B · text/plain')).toBeVisible();
  await row.getByRole('button', { name: 'Show QR code' }).click();
  await expect(row.getByRole('img', { name: 'QR code of the link to hello.txt' })).toBeVisible();
  expect(await lastUpload()).toMatchObject({ name: 'hello.txt', bytes: 24 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.reload();
  await expect(historyRow(page, 'hello.txt').getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+\/upload-files\/\d+\/hello\.txt$/ })).toBeVisible();
  await onlyUpstreams(page, 'upload');
  await page.goto('/');
  await expect(page.getByText('1 active link, 0 expired')).toBeVisible();
});

test('a 50 MB file streams with many progress events while the page heap stays small', async ({ page }) => {
  test.setTimeout(90_000);
  const size = 50_000_000;
  const path = await bigFile('big-50mb.bin', size);
  await upstream.setState('upload', { bytesPerSecond: 12_000_000 });
  await page.goto('/upload');
  await expect(page.getByRole('heading', { name: 'Upload', level: 1 })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  };
  const before = await heap();

  // Records every distinct progress value the page shows, and the heap peak while it uploads.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { seenProgress: Set<string> }).seenProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('progress[aria-label="Upload progress of big-50mb.bin"]');
      if (bar) seen.add(bar.getAttribute('value') ?? '');
    }).observe(document.body, { subtree: true, attributes: true, childList: true });
  });
  let peak = before;
  const sampler = setInterval(() => {
    void cdp
      .send('Performance.getMetrics')
      .then(({ metrics }) => {
        peak = Math.max(peak, metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0);
      })
      .catch(() => {});
  }, 200);

  await pick(page, path);
  await expect(queueRow(page, 'big-50mb.bin').getByText(/MB of 50 MB · \d+%/)).toBeVisible();
  await expect(shareLink(page, 'big-50mb.bin')).toBeVisible({ timeout: 60_000 });
  clearInterval(sampler);
  const after = await heap();
  const shown = await page.evaluate(() => [...(window as unknown as { seenProgress: Set<string> }).seenProgress]);
  const server = await lastUpload();

  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `[upload 50 MB] heap before ${mb(before)}, peak ${mb(peak)}, after ${mb(after)}; distinct progress values shown: ${shown.length} ` +
      `(${shown.slice(0, 12).join(', ')}…); server counted ${server.bytes} bytes, buffered at most ${server.peakBufferedBytes} bytes`,
  );
  expect(server).toMatchObject({ name: 'big-50mb.bin', bytes: size });
  expect(shown.length).toBeGreaterThanOrEqual(5);
  expect(peak - before).toBeLessThan(size / 5);
  expect(after - before).toBeLessThan(size / 10);
});

test('empty files and files over the /settings limit are refused before sending', async ({ page }) => {
  await page.goto('/upload');
  await page.evaluate(() => localStorage.setItem('dashboard.settings.v1', JSON.stringify({ uploadMaxMb: 1 })));
  await page.reload();
  await expect(page.getByText(/Up to 1.0 MB a file/)).toBeVisible();
  await pick(page, await smallFile('empty.txt', ''), await bigFile('two-mb.bin', 2_000_000));
  await expect(queueRow(page, 'empty.txt').getByText(/This file is empty/)).toBeVisible();
  await expect(queueRow(page, 'two-mb.bin').getByText('This file is 2.0 MB, over the 1.0 MB limit.', { exact: false })).toBeVisible();
  expect(await upstream.requests('upload')).toHaveLength(0);
});

test('keyboard opens the file chooser, and a pasted file uploads', async ({ page }) => {
  await page.goto('/upload');
  const button = page.getByRole('button', { name: 'Choose files…' });
  await button.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(await smallFile('chosen.txt'));
  await expect(shareLink(page, 'chosen.txt')).toBeVisible();

  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['from the clipboard'], 'pasted.txt', { type: 'text/plain' }));
    window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
  });
  await expect(shareLink(page, 'pasted.txt')).toBeVisible();
});

test('cancel stops a slow upload; "Upload again" sends the same file without picking it again', async ({ page }) => {
  test.setTimeout(60_000);
  await upstream.setState('upload', { bytesPerSecond: 1_000_000 });
  await page.goto('/upload');
  await pick(page, await bigFile('slow-20mb.bin', 20_000_000));
  const row = queueRow(page, 'slow-20mb.bin');
  await expect(row.getByText(/[1-9][\d.]* MB of 20 MB/)).toBeVisible();
  await row.getByRole('button', { name: 'Cancel slow-20mb.bin' }).click();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await upstream.setState('upload', { bytesPerSecond: 0 });
  await row.getByRole('button', { name: 'Upload slow-20mb.bin again' }).click();
  await expect(shareLink(page, 'slow-20mb.bin')).toBeVisible({ timeout: 30_000 });
});

const replies: [string, RegExp | string][] = [
  ['fileio', /Expires in 1[34] days/],
  ['uguu', 'Expiry not given by the host'],
];
for (const [shape, expiry] of replies) {
  test(`a ${shape}-shaped reply is read too`, async ({ page }) => {
    await upstream.setState('upload', { replyShape: shape });
    await page.goto('/upload');
    await pick(page, await smallFile(`${shape}.txt`));
    await expect(shareLink(page, `${shape}.txt`)).toBeVisible();
    await expect(queueRow(page, `${shape}.txt`).getByText(expiry)).toBeVisible();
  });
}

test('an unknown reply and a javascript: link end in an explained error showing the raw reply', async ({ page }) => {
  await upstream.setState('upload', { replyShape: 'unknown' });
  await page.goto('/upload');
  await pick(page, await smallFile('odd.txt'));
  const alert = queueRow(page, 'odd.txt').getByRole('alert');
  await expect(alert).toContainText('Upload sent a reply the app cannot read');
  await alert.getByText('Details', { exact: true }).click();
  await expect(alert).toContainText('"where":"somewhere"');

  await upstream.setState('upload', { replyShape: 'javascript' });
  await pick(page, await smallFile('evil.txt'));
  const evil = queueRow(page, 'evil.txt');
  await expect(evil.getByRole('alert')).toContainText('the link is not an http(s) address');
  await expect(evil.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoAxeViolations(page);
});

const faults: { kind: FaultKind; title: RegExp }[] = [
  { kind: '500', title: /Upload had a problem \(HTTP 500\)/ },
  { kind: 'html-502', title: /Upload had a problem \(HTTP 502\).*502 Bad Gateway/ },
  { kind: 'malformed', title: /Upload sent a reply the app cannot read.*not valid JSON/ },
  { kind: 'wrong-shape', title: /Upload sent a reply the app cannot read.*no share link found/ },
  { kind: 'timeout', title: /Upload did not answer in time.*stalled/ },
  { kind: 'reset', title: /Can't reach Upload/ },
  { kind: '429', title: /Upload: rate limit reached.*Wait 2 s/ },
];
for (const { kind, title } of faults) {
  test(`fault ${kind}: explained error, the file stays, Retry uploads it once the host recovers`, async ({ page }) => {
    await page.goto('/upload');
    await pick(page, await smallFile('kept.txt'));
    await expect(shareLink(page, 'kept.txt')).toBeVisible();
    await upstream.fault('upload', { kind, retryAfterSeconds: 2, delayMs: 20_000 });
    await pick(page, await smallFile(`fault-${kind}.txt`));
    const row = queueRow(page, `fault-${kind}.txt`);
    await expect(row.getByRole('alert')).toContainText(title, { timeout: 15_000 });
    await expect(shareLink(page, 'kept.txt')).toBeVisible();
    await upstream.clearFaults('upload');
    await row.getByRole('button', { name: 'Retry' }).click();
    await expect(shareLink(page, `fault-${kind}.txt`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'History (2)' })).toBeVisible();
  });
}
