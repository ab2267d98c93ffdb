import type { Page } from '@playwright/test';
import { UPSTREAM } from './environment.ts';
import { expect, expectNoAxeViolations, onlyUpstreams, test } from './fixtures.ts';

/**
 * What only a real browser shows: the focus ring as painted (colour, clipping), Chromium's URL
 * parser, the upload bar's colours. Every upstream is refused here, so no other spec's request
 * log changes; the pages show their own errors, which have controls too.
 */

const ETH = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const ROUTES = [
  '/',
  '/colleges',
  '/jobs',
  `/swap?chainId=1&sellToken=${ETH}&buyToken=${USDC}&amount=1&side=sell`,
  '/upload',
  '/countries',
  '/bpi',
  '/coffee',
  '/settings',
];

const historyEntry = (id: string) => ({
  id,
  name: `${id}.txt`,
  size: 5,
  type: 'text/plain',
  uploadedAt: Date.now(),
  expiresAt: Date.now() + 3_600_000,
  shareUrl: `https://tmpfiles.org/${id}/${id}.txt`,
});

async function prepare(page: Page, theme: 'light' | 'dark') {
  await onlyUpstreams(page);
  await page.addInitScript(
    ({ theme, history }) => {
      localStorage.setItem('dashboard.theme', theme);
      if (!localStorage.getItem('dashboard.upload.history.v1')) localStorage.setItem('dashboard.upload.history.v1', JSON.stringify(history));
    },
    { theme, history: [historyEntry('one'), historyEntry('two')] },
  );
}

interface RingReport {
  name: string;
  problem?: string;
}

/** How the focused control's ring is painted: accent, solid, at least 2 px, and not cut off by a clipping ancestor. */
function inspectFocusRing(): RingReport | undefined {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return undefined;
  const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
  const own = active.getBoundingClientRect();
  // A control drawn by its label (a visually hidden radio) is ringed on the label.
  const ringed = own.width <= 1 || own.height <= 1 ? (active.closest('label') ?? active) : active;
  const style = getComputedStyle(ringed);
  const probe = document.createElement('span');
  probe.style.color = 'var(--color-accent)';
  document.body.append(probe);
  const accent = getComputedStyle(probe).color;
  probe.remove();
  const width = parseFloat(style.outlineWidth);
  const offset = parseFloat(style.outlineOffset);
  if (style.outlineStyle === 'none' || width < 2) return { name, problem: `outline ${style.outlineStyle} ${style.outlineWidth}` };
  if (style.outlineColor !== accent) return { name, problem: `outline colour ${style.outlineColor}, accent ${accent}` };
  const grow = Math.max(0, offset + width);
  const box = ringed.getBoundingClientRect();
  const ring = { left: box.left - grow, right: box.right + grow, top: box.top - grow, bottom: box.bottom + grow };
  for (let element = ringed.parentElement; element && element !== document.body; element = element.parentElement) {
    const clip = getComputedStyle(element);
    if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
    const area = element.getBoundingClientRect();
    const inner = {
      left: area.left + parseFloat(clip.borderLeftWidth),
      right: area.right - parseFloat(clip.borderRightWidth),
      top: area.top + parseFloat(clip.borderTopWidth),
      bottom: area.bottom - parseFloat(clip.borderBottomWidth),
    };
    const cut = ring.left < inner.left - 0.5 || ring.right > inner.right + 0.5 || ring.top < inner.top - 0.5 || ring.bottom > inner.bottom + 0.5;
    if (cut) return { name, problem: `ring clipped by ${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}` };
  }
  return { name };
}

/** Tabs through the whole page, once round, and returns every control whose ring is not fully visible. */
async function tabThrough(page: Page, limit = 120) {
  const problems: string[] = [];
  let first: string | undefined;
  let visited = 0;
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(inspectFocusRing);
    if (!report || report.name === first) break;
    first ??= report.name;
    visited += 1;
    if (report.problem) problems.push(`${report.name}: ${report.problem}`);
  }
  return { problems, visited };
}

for (const theme of ['light', 'dark'] as const) {
  test(`${theme} theme: every control on every page shows an unclipped accent focus ring`, async ({ page }) => {
    test.setTimeout(180_000);
    await prepare(page, theme);
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const result = await tabThrough(page);
      expect(result.visited, `${route}: controls reached by Tab`).toBeGreaterThan(5);
      problems.push(...result.problems.map((problem) => `${route} ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}

test('the swap side toggle and the token picker show their focus ring whole', async ({ page }) => {
  await prepare(page, 'light');
  await page.goto(ROUTES[3]!);
  const sell = page.getByRole('radio', { name: 'Exact sell' });
  await page.getByRole('textbox', { name: /^Amount to/ }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(sell).toBeFocused();
  expect(await page.evaluate(inspectFocusRing)).toEqual({ name: expect.stringContaining('input') });

  const buy = page.getByRole('combobox', { name: 'Buy token' });
  await buy.fill('usd');
  await expect(page.getByRole('listbox', { name: 'Buy token options' })).toBeVisible();
  await expect(buy).toBeFocused();
  expect((await page.evaluate(inspectFocusRing))?.problem).toBeUndefined();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox', { name: 'Buy token options' })).toBeHidden();
  await expect(buy).toBeFocused();
});

test('settings at 360 px: a failed save brings the first invalid field into view with focus, and a space in a host is refused', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/settings');
  await page.getByLabel('Colleges base URL').fill('https://exa mple.com');
  await page.getByLabel('Swap quote refresh (seconds)').fill('2');
  await page.getByRole('button', { name: 'Save settings' }).click();
  const colleges = page.getByLabel('Colleges base URL');
  await expect(colleges).toBeFocused();
  await expect(colleges).toBeInViewport({ ratio: 1 });
  await expect(page.getByText('Colleges base URL', { exact: true }).first()).toBeInViewport();
  await expect(colleges).toHaveAccessibleDescription('A URL has no spaces');
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toHaveText(
    'Not saved: 2 fields need correcting: Colleges base URL, Swap quote refresh (seconds).',
  );
  await page.getByRole('button', { name: 'Swap quote refresh (seconds)' }).click();
  await expect(page.getByLabel('Swap quote refresh (seconds)')).toBeFocused();
  await expect(page.getByLabel('Swap quote refresh (seconds)')).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('upload: Clear history can be undone from the keyboard, and the toast is axe-clean in both themes', async ({ page }) => {
  await prepare(page, 'light');
  await page.goto('/upload');
  const history = page.getByRole('list', { name: 'Upload history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear history' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'History (0)' })).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expect(undo).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: 'Cleared 2 links from history.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await undo.focus();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Clear history' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('list', { name: 'Upload history' }).getByRole('listitem')).toHaveCount(2);
});

/** The colours painted inside an element, read from a screenshot drawn onto a canvas in a blank page. */
async function paintedColours(page: Page, locator: ReturnType<Page['locator']>) {
  const png = (await locator.screenshot()).toString('base64');
  const blank = await page.context().newPage();
  const colours = await blank.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const row = Math.floor(image.height / 2);
    const pixels = context.getImageData(0, row, image.width, 1).data;
    const seen = new Set<string>();
    for (let x = 4; x < image.width - 4; x += 1) seen.add(`rgb(${pixels[x * 4]}, ${pixels[x * 4 + 1]}, ${pixels[x * 4 + 2]})`);
    return [...seen];
  }, png);
  await blank.close();
  return colours;
}

test('upload progress is drawn in the accent, and a waiting file shows an empty track', async ({ page }) => {
  await onlyUpstreams(page);
  // b.txt is never answered and a.txt only when the test says, so c.txt waits for a slot meanwhile.
  let answerA = () => {};
  const aAnswered = new Promise<void>((resolve) => (answerA = resolve));
  await page.route(`${UPSTREAM}/upload/**`, async (route) => {
    if (!route.request().postDataBuffer()?.includes('filename="a.txt"')) return;
    await aAnswered;
    await route.fulfill({ json: { status: 'success', data: { url: 'http://tmpfiles.org/1/a.txt' } } });
  });
  await page.goto('/upload');
  await page
    .getByLabel('Files to upload')
    .setInputFiles(['a.txt', 'b.txt', 'c.txt'].map((name) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('hello progress') })));
  await page.getByRole('button', { name: 'One link per file' }).click();
  const bar = (name: string) => page.getByRole('progressbar', { name: `Upload progress of ${name}` });
  const accent = 'rgb(67, 56, 202)';
  await expect(bar('c.txt')).toHaveAttribute('data-state', 'waiting');
  await expect(page.getByText('0 B of 14 B · Waiting')).toBeVisible();
  const waiting = await paintedColours(page, bar('c.txt'));
  expect(waiting).not.toContain(accent);
  expect(waiting.length).toBeGreaterThan(1);

  answerA();
  await expect(bar('a.txt')).toHaveAttribute('data-state', 'done');
  await expect(page.getByText('14 B sent · Done')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await paintedColours(page, bar('a.txt'))).toEqual([accent]);
});
