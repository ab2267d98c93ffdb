import type { Locator, Page } from '@playwright/test';
import { expect, onlyUpstreams, test } from './fixtures.ts';
import { subPages, topLevelPages } from './routes.ts';

/**
 * Every page walked by Tab alone, and the controls that remove or replace themselves pressed from
 * the keyboard: focus never falls to the page's <body>. Runs with the board specs, on its own
 * board; every upstream but the file host is refused (the pages show their errors, which have
 * controls too), so no other spec's request log changes.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';

/** Where focus is, as a short name ("body" when it fell to the page), and whether it is the last stop Tab reaches. */
function focusNow(page: Page): Promise<{ name: string; last: boolean }> {
  return page.evaluate((focusable) => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) return { name: 'body', last: false };
    const stops = [...document.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) => element.tabIndex >= 0 && !element.closest('[inert], [hidden]') && element.checkVisibility({ visibilityProperty: true }),
    );
    const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
    return { name, last: stops.at(-1) === active };
  }, FOCUSABLE);
}

/** Presses Tab through the whole page (up to `max` stops): focus never lands on <body> before the last stop. */
async function tabThrough(page: Page, where: string, max = 80) {
  let before = await focusNow(page);
  for (let step = 0; step < max && !before.last; step += 1) {
    await page.keyboard.press('Tab');
    const now = await focusNow(page);
    expect(now.name, `${where}: Tab from ${before.name} (stop ${step + 1})`).not.toBe('body');
    before = now;
  }
}

/** After a key press, once the page has settled: focus is on `target`, and so not on <body>. */
async function pressAndExpectFocus(page: Page, key: string, target: Locator, what: string) {
  await page.keyboard.press(key);
  await expect(target, what).toBeFocused();
  expect((await focusNow(page)).name, what).not.toBe('body');
}

const documented = (tiles: { url: string; title: string; size: 'small' | 'wide' }[]) =>
  `/#board=v1.${Buffer.from(JSON.stringify({ version: 1, tiles })).toString('base64url')}`;

test.beforeEach(async ({ page }) => {
  await onlyUpstreams(page, 'upload');
});

test('every page walks by Tab without focus falling to the page', async ({ page }) => {
  test.setTimeout(180_000);
  const pages = [
    ...topLevelPages.map(({ path }) => path),
    ...subPages.map(({ path }) => path),
    '/countries/KE',
    '/countries/console',
    '/jobs/saved',
    '/colleges/compare?ids=166683,228778',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabThrough(page, path);
  }
});

test('the board with tiles: Tab, Move, Wide, Rename (Enter and Escape), Remove, Undo and Dismiss keep focus on the board', async ({ page }) => {
  await page.goto(
    documented([
      { url: '/countries/PE', title: 'Country PE', size: 'small' },
      { url: '/bpi?currency=GBP', title: 'Bitcoin · GBP', size: 'wide' },
      { url: '/jobs?q=welder', title: 'Welding jobs', size: 'small' },
    ]),
  );
  await page.getByRole('button', { name: 'Add to my board' }).focus();
  await pressAndExpectFocus(page, 'Enter', page.getByRole('heading', { name: 'Your board' }), 'after Add to my board');
  const tiles = page.getByRole('region', { name: 'Your board' }).getByRole('article');
  await expect(tiles).toHaveCount(3);
  await tabThrough(page, 'the board');

  const jobs = tiles.filter({ hasText: 'Welding jobs' });
  // Move earlier twice (the second from the first place, where it is only announced), then Wide.
  await jobs.getByRole('button', { name: 'Move earlier' }).focus();
  await pressAndExpectFocus(page, 'Enter', jobs.getByRole('button', { name: 'Move earlier' }), 'after Move earlier');
  await pressAndExpectFocus(page, 'Enter', jobs.getByRole('button', { name: 'Move earlier' }), 'after Move earlier again');
  await expect(tiles.first()).toContainText('Welding jobs');
  await jobs.getByRole('button', { name: 'Wide' }).focus();
  await pressAndExpectFocus(page, 'Enter', jobs.getByRole('button', { name: 'Wide' }), 'after Wide');

  // Rename: Enter saves and hands focus back to Rename; Escape keeps the title and does the same.
  const rename = jobs.getByRole('button', { name: 'Rename' });
  await rename.focus();
  await pressAndExpectFocus(page, 'Enter', page.getByRole('textbox', { name: 'Tile title' }), 'after Rename');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Welders near me');
  const renamed = tiles.filter({ hasText: 'Welders near me' });
  await pressAndExpectFocus(page, 'Enter', renamed.getByRole('button', { name: 'Rename' }), 'after Rename, Enter');
  await pressAndExpectFocus(page, 'Enter', page.getByRole('textbox', { name: 'Tile title' }), 'after Rename');
  await page.keyboard.type(' (draft)');
  await pressAndExpectFocus(page, 'Escape', renamed.getByRole('button', { name: 'Rename' }), 'after Rename, Escape');
  await expect(renamed.getByRole('heading', { level: 3 })).toHaveText('Welders near me');

  // Remove: Undo has focus; Undo puts the tile back with focus on its own Remove.
  const bitcoin = tiles.filter({ hasText: 'Bitcoin · GBP' });
  await bitcoin.getByRole('button', { name: 'Remove' }).focus();
  await pressAndExpectFocus(page, 'Enter', page.getByRole('button', { name: 'Undo' }), 'after Remove');
  await pressAndExpectFocus(page, 'Enter', bitcoin.getByRole('button', { name: 'Remove' }), 'after Undo');
  await expect(tiles).toHaveCount(3);
  // Removed again, and the toast dismissed with Escape: focus goes to the board's heading.
  await pressAndExpectFocus(page, 'Enter', page.getByRole('button', { name: 'Undo' }), 'after Remove');
  await pressAndExpectFocus(page, 'Escape', page.locator('#board-heading'), 'after dismissing the toast');
  await expect(tiles).toHaveCount(2);
  await tabThrough(page, 'the board after the changes');
});

test('the palette and the narrow screen’s menu close with focus back where it was', async ({ page }) => {
  await page.goto('/countries');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Opened from the page itself (nothing focused yet) and from its button.
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.getByRole('dialog', { name: 'Go to or run' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }), 'after closing the palette opened with nothing focused').toBeFocused();
  const launcher = page.getByRole('button', { name: /Go to/ });
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Go to or run' })).toBeVisible();
  await pressAndExpectFocus(page, 'Escape', launcher, 'after closing the palette opened from its button');
  // A page chosen in the palette: focus goes to that page's heading.
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bitcoin');
  await pressAndExpectFocus(page, 'Enter', page.getByRole('heading', { level: 1, name: 'Bitcoin' }), 'after choosing a page');

  await page.setViewportSize({ width: 360, height: 740 });
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await pressAndExpectFocus(page, 'Escape', menu, 'after closing the menu');
});

test('upload: Share as one .zip, One link per file and Cancel, pressed by keyboard, hand focus on', async ({ page }) => {
  await page.goto('/upload');
  const choose = page.getByRole('button', { name: 'Choose files…' });
  const pick = async (names: string[]) => {
    await choose.focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(names.map((name) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(`${name} body`) })));
    await expect(page.getByRole('region', { name: /^\d+ files, / })).toBeVisible();
  };
  for (const [button, files] of [
    ['Share as one .zip', ['minutes.txt', 'agenda.txt', 'actions.txt']],
    ['One link per file', ['left.txt', 'right.txt']],
    ['Cancel', ['up.txt', 'down.txt']],
  ] as const) {
    await pick([...files]);
    await page
      .getByRole('region', { name: /^\d+ files, / })
      .getByRole('button', { name: button })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: /^\d+ files, / })).toHaveCount(0);
    await expect(choose, `after ${button}`).toBeFocused();
  }
  await tabThrough(page, '/upload with its queue');
});
