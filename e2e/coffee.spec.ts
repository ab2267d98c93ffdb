import type { Locator, Page } from '@playwright/test';
import { UPSTREAM } from './environment.ts';
import { expect, expectNoAxeViolations, test, upstream, onlyUpstreams } from './fixtures.ts';
import { coffeePng } from './contract-server/data/coffee/png.ts';
import type { FaultKind } from './contract-server/types.ts';
import { expectWholePicture } from './whole-picture.ts';

const FILE = new RegExp(`^${UPSTREAM}/coffee/[A-Za-z0-9_-]{11}_coffee\\.png$`);
const mainPicture = (page: Page) => page.getByRole('img', { name: /^Random coffee photo/ });
const jsonDraws = async () => (await upstream.requests('coffee')).filter((request) => request.path === '/random.json');

/** Resolves to the image's natural width once the browser has decoded real bytes. */
async function expectDecoded(image: Locator) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)), { timeout: 10_000 }).toBe(160);
}

test.beforeEach(async ({ page }) => {
  await upstream.reset('coffee');
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
});

test('shows a real picture, prefetches the next one, and "Another" (button or N) is instant', async ({ page }) => {
  await page.goto('/coffee');
  await expect(mainPicture(page)).toHaveAttribute('src', FILE);
  await expectDecoded(mainPicture(page));
  // The JSON went through the same-origin proxy; the next draw and its bytes are already fetched.
  await expect.poll(async () => (await jsonDraws()).length).toBe(2);
  expect((await jsonDraws())[0]?.headers.origin).toBeUndefined();
  await expect.poll(async () => (await upstream.requests('coffee')).filter((request) => request.path.endsWith('_coffee.png')).length).toBe(2);
  const firstSrc = await mainPicture(page).getAttribute('src');

  await page.getByRole('button', { name: 'Another picture' }).click();
  await expectDecoded(mainPicture(page));
  const secondSrc = await mainPicture(page).getAttribute('src');
  expect(secondSrc).not.toBe(firstSrc);
  // The image bytes came from the preload: no new request for this file.
  const fetchedSecond = (await upstream.requests('coffee')).filter((request) => secondSrc?.endsWith(request.path));
  expect(fetchedSecond).toHaveLength(1);

  await page.keyboard.press('n');
  await expect(mainPicture(page)).not.toHaveAttribute('src', secondSrc!);
  await expectDecoded(mainPicture(page));

  const history = page.getByRole('region', { name: /recently seen/i });
  await expect(history.getByRole('button', { name: /show again/i })).toHaveCount(3);
  await history.getByRole('button', { name: /picture 3,/ }).click();
  await expect(mainPicture(page)).toHaveAttribute('src', firstSrc!);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
});

test('open, download and copy the original', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/coffee');
  await expectDecoded(mainPicture(page));
  const src = (await mainPicture(page).getAttribute('src'))!;
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /open original/i }).click()]);
  await expect.poll(() => popup.url()).toBe(src);
  await popup.close();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^download/i }).click()]);
  expect(download.suggestedFilename()).toBe(src.split('/').pop());
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(src);
});

const MATRIX: { kind: FaultKind; title: RegExp }[] = [
  { kind: '500', title: /Coffee had a problem \(HTTP 500\)/ },
  { kind: 'html-502', title: /Coffee had a problem \(HTTP 502\)/ },
  { kind: 'malformed', title: /Coffee sent a reply the app cannot read/ },
  { kind: 'wrong-shape', title: /Coffee sent a reply the app cannot read/ },
  { kind: 'timeout', title: /Coffee did not answer in time/ },
  { kind: 'reset', title: /This site's server could not reach Coffee.*the connection was cut/s },
  { kind: '429', title: /Coffee: rate limit reached/ },
];

for (const { kind, title } of MATRIX) {
  test(`fault ${kind} on the JSON route: explained, image mode meanwhile, history kept, Retry recovers`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/coffee');
    await expectDecoded(mainPicture(page));
    await expect.poll(async () => (await jsonDraws()).length).toBe(2);
    await upstream.fault('coffee', { kind, pathIncludes: 'random.json', retryAfterSeconds: 1 });
    await page.getByRole('button', { name: 'Another picture' }).click();
    await expectDecoded(mainPicture(page));
    await page.getByRole('button', { name: 'Another picture' }).click();

    const alert = page.getByRole('alert').filter({ hasText: title });
    await expect(alert).toBeVisible({ timeout: 25_000 });
    if (kind === 'wrong-shape') await expect(alert.getByText('file', { exact: true })).toBeVisible();
    await expect(page.getByText('Pictures without a link of their own')).toBeVisible();
    const fallback = page.getByRole('img', { name: 'Random coffee photo, straight from the service' });
    await expect(fallback).toHaveAttribute('src', new RegExp(`^${UPSTREAM}/coffee/random\\?t=`));
    await expectDecoded(fallback);
    await expect(page.getByRole('region', { name: /recently seen/i }).getByRole('button', { name: /show again/i })).toHaveCount(3);

    // Image mode starts at the first failure; the automatic retries end in the same explained error.
    const retry = alert.getByRole('button', { name: 'Retry', exact: true });
    await expect(retry).toBeEnabled({ timeout: 25_000 });
    await upstream.clearFaults('coffee');
    await retry.click();
    await expect(alert).toBeHidden({ timeout: 10_000 });
    await expect(mainPicture(page)).toHaveAttribute('src', FILE);
    await expectDecoded(mainPicture(page));
  });
}

test('when the image route fails too, the broken picture is explained and retried', async ({ page }) => {
  test.setTimeout(60_000);
  await upstream.fault('coffee', { kind: '500' });
  await page.goto('/coffee');
  await expect(page.getByRole('alert').filter({ hasText: 'Coffee had a problem (HTTP 500)' }).getByRole('button', { name: 'Retry', exact: true })).toBeEnabled({
    timeout: 20_000,
  });
  const broken = page.getByRole('alert').filter({ hasText: 'The picture could not be loaded' });
  await expect(broken).toBeVisible();
  await upstream.clearFaults('coffee');
  await broken.getByRole('button', { name: 'Retry the picture' }).click();
  await expectDecoded(page.getByRole('img', { name: 'Random coffee photo, straight from the service' }));
  await expectNoAxeViolations(page);
});

test('an image file that is not an image shows a message and a working retry', async ({ page }) => {
  await upstream.setState('coffee', { brokenImages: true });
  await page.goto('/coffee');
  const broken = page.getByRole('alert').filter({ hasText: 'The picture could not be loaded' });
  await expect(broken).toBeVisible();
  await upstream.setState('coffee', { brokenImages: false });
  await broken.getByRole('button', { name: 'Retry the picture' }).click();
  await expectDecoded(mainPicture(page));
});

for (const hostile of ['javascript:alert(document.domain)', 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>']) {
  test(`a hostile file link is never rendered: ${hostile.slice(0, 11)}`, async ({ page }) => {
    await upstream.setState('coffee', { file: hostile });
    await page.goto('/coffee');
    const alert = page.getByRole('alert').filter({ hasText: 'Coffee sent a reply the app cannot read' });
    await expect(alert).toBeVisible();
    await expect(alert.getByText('file', { exact: true })).toBeVisible();
    await expectDecoded(page.getByRole('img', { name: 'Random coffee photo, straight from the service' }));
    expect(await page.locator('[href^="javascript:" i], [src^="javascript:" i], [href^="data:" i], img[src^="data:" i]').count()).toBe(0);
  });
}

test('a description and extra fields are shown and tolerated', async ({ page }) => {
  await upstream.setState('coffee', { extra: true });
  await page.goto('/coffee');
  const picture = page.getByRole('img', { name: 'A flat white on an oak table' });
  await expectDecoded(picture);
  await expect(page.locator('figcaption')).toHaveText('A flat white on an oak table');
});

test('the overview card shows a thumbnail; the inspector shows the proxied request; 360 px holds', async ({ page }) => {
  await onlyUpstreams(page, 'coffee');
  await page.goto('/');
  await expectDecoded(page.getByRole('img', { name: 'The current random coffee picture' }));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('link', { name: 'Coffee' }).first().click();
  await expectDecoded(mainPicture(page));
  await page.getByText('Inspect requests').click();
  await expect(page.getByText(/\/proxy\/coffee\/random\.json/).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('a panorama picture is shown whole on the page and in the recently seen strip, light and dark, at 360 and 1280 px', async ({ page }) => {
  // Wider than the 4:3 frame and than the strip's square buttons: cropping would cut its sides.
  const panorama = coffeePng([225, 236, 228], [96, 62, 36], 320, 90);
  await page.route(FILE, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: panorama }));
  await page.goto('/coffee');
  // A picture joins the strip once it has loaded.
  await expectWholePicture(mainPicture(page), 'first picture');
  await page.getByRole('button', { name: 'Another picture' }).click();
  const strip = page
    .getByRole('region', { name: /recently seen/i })
    .getByRole('button', { name: /show again/i })
    .locator('img');
  await expect(strip).toHaveCount(2);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectWholePicture(mainPicture(page), `page picture at ${width} px, ${colorScheme}`);
      for (const thumbnail of await strip.all()) await expectWholePicture(thumbnail, `recently seen at ${width} px, ${colorScheme}`);
    }
  }
});
