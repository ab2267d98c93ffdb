import type { Locator, Page } from '@playwright/test';
import { services } from '../src/services/registry.ts';
import { UPSTREAM } from './environment.ts';
import { coffeePng } from './contract-server/data/coffee/png.ts';
import { expect, test, upstream } from './fixtures.ts';
import { expectWholePicture } from './whole-picture.ts';

// What the board adds to other pages (their Pin button) and what it shows of them (a tile's
// picture) fits the page: the button on the page's content edge, the picture whole.

/** A value for each path parameter of a tile kind, so every kind's page can be opened. */
const SAMPLE_PARAMS: Record<string, string> = { code: 'JP' };

/** One page per tile kind any slice declares: each of them shows a Pin button. */
const pinPages = services.flatMap((service) =>
  (service.tiles?.kinds ?? []).map((kind) => `/${kind.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name)}`),
);

/** The button's distances from the viewport's edges, and the page's own side padding. */
function edges(button: Locator) {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const main = element.closest('main')!;
    const padding = Number.parseFloat(getComputedStyle(main).paddingLeft) + main.getBoundingClientRect().left;
    return { left: box.left, right: document.documentElement.clientWidth - box.right, padding };
  });
}

/** No nearer to either side than the page's padding; alone in its row, level with the content on its nearer side. */
async function expectWithinPadding(button: Locator, page: string, { alone }: { alone: boolean }) {
  const { left, right, padding } = await edges(button);
  const nearest = Math.min(left, right);
  expect(nearest, `${page}: ${left.toFixed(1)} px from the left, ${right.toFixed(1)} px from the right`).toBeGreaterThanOrEqual(padding - 0.5);
  if (alone) expect(nearest, `${page}: level with the page's content (${padding} px in)`).toBeCloseTo(padding, 0);
}

test.beforeEach(async () => {
  await Promise.all(
    (['jobs', 'colleges', 'countries', 'bpi', 'coinbase', 'bpi-history', 'swap', 'coffee', 'upload'] as const).map((name) => upstream.reset(name)),
  );
});

test('at 360 px every Pin button keeps the page padding, and stands on the content edge while it is alone', async ({ page }) => {
  test.setTimeout(120_000);
  expect(pinPages.length).toBeGreaterThanOrEqual(8);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of pinPages) {
    await page.goto(path);
    const pin = page.getByRole('main').getByRole('button', { name: 'Pin to overview' });
    await expect(pin, path).toBeVisible();
    await expectWithinPadding(pin, path, { alone: true });
    await pin.click();
    // Pinned: the status says so beside or above the button, which still keeps the edge.
    const unpin = page.getByRole('main').getByRole('button', { name: 'Unpin' });
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Pinned.' })).toBeVisible();
    await expectWithinPadding(unpin, `${path} (pinned)`, { alone: false });
    await unpin.click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Removed from the overview.' })).toBeVisible();
    await expectWithinPadding(pin, `${path} (unpinned)`, { alone: false });
  }
});

/** A portrait picture (the contract server's are landscape): cropping would cut its top and bottom. */
const PORTRAIT = coffeePng([236, 228, 214], [120, 80, 45], 90, 160);

/** Serves every coffee file as the portrait picture, after `delayMs` so a test can see the box before the bytes. */
async function servePortrait(page: Page, delayMs = 0) {
  await page.route(new RegExp(`^${UPSTREAM}/coffee/[A-Za-z0-9_-]{11}_coffee\\.png$`), async (route) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill({ status: 200, contentType: 'image/png', body: PORTRAIT });
  });
}

/** The picture's box within its tile (the page may scroll between two measurements). */
const placeInTile = (picture: Locator) =>
  picture.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const tile = element.closest('article')!.getBoundingClientRect();
    return { x: box.left - tile.left, y: box.top - tile.top, width: box.width, height: box.height };
  });

const coffeeTile = (page: Page) =>
  page
    .getByRole('region', { name: 'Your board' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Coffee' }) });

test('the coffee tile and the overview card show the whole picture, light and dark, at 360 and 1280 px, in a box that does not move as it loads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await servePortrait(page, 1500);
  await page.goto('/coffee');
  await page.getByRole('main').getByRole('button', { name: 'Pin to overview' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Unpin' })).toBeVisible();

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const picture = coffeeTile(page).getByRole('img');
    await expect(picture).toBeAttached();
    // Measured while the picture's bytes are still on their way (each is served 1.5 s late).
    expect(await picture.evaluate((element: HTMLImageElement) => element.naturalWidth), 'not loaded yet').toBe(0);
    const before = await placeInTile(picture);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectWholePicture(picture, `board tile at ${width} px, ${colorScheme}`);
      // The overview's coffee card shows the same picture as a thumbnail.
      await expectWholePicture(
        page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: 'Coffee', level: 2 }) })
          .getByRole('img'),
        `overview card at ${width} px, ${colorScheme}`,
      );
    }
    expect(before?.height, 'the tile keeps its picture box while the bytes arrive').toBeGreaterThan(80);
    expect(await placeInTile(picture)).toEqual(before);
  }
});
