import { expect, expectNoAxeViolations, test, upstream } from './fixtures.ts';
import { subPages, topLevelPages } from './routes.ts';

const pages = topLevelPages;

test('the navigation reaches every top-level route, each axe-clean', async ({ page }) => {
  // An axe analysis of every page in one test: about a minute on a 2-core machine with other tests beside it.
  test.setTimeout(180_000);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Services' });
  for (const { path, heading } of pages) {
    await nav.getByRole('link', { name: path === '/' ? 'Overview' : heading, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expectNoAxeViolations(page);
  }
});

test('dark theme is axe-clean and survives a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByLabel('Theme').selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  for (const { path } of [...pages, ...subPages]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Services' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the overview' }).click();
  await expect(page).toHaveURL('/');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('settings validate, save, survive a reload and reset to defaults', async ({ page }) => {
  await page.goto('/settings');
  const collegesUrl = page.getByLabel('Colleges base URL');
  await collegesUrl.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a full http:// or https:// address')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved' })).toBeVisible();

  await collegesUrl.fill('https://colleges.example.org/v1/');
  await page.getByLabel('Bitcoin price refresh (seconds)').fill('45');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Colleges base URL')).toHaveValue('https://colleges.example.org/v1');
  await expect(page.getByLabel('Bitcoin price refresh (seconds)')).toHaveValue('45');

  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.getByLabel('Colleges base URL')).toHaveValue('');
  await page.reload();
  // Empty means the default, which the field shows as its placeholder.
  await expect(page.getByLabel('Bitcoin price refresh (seconds)')).toHaveValue('');
  await expect(page.getByLabel('Bitcoin price refresh (seconds)')).toHaveAttribute('placeholder', '30');
});

test('the page carries a Content-Security-Policy and no-referrer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("object-src 'none'");
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
});

test('what page loaders need is fetched only after the first input, then for every page', async ({ page }) => {
  // A loader's code sits in its service's data chunk (scripts/vite/page-chunks.ts); /upload has none.
  const loaderScripts = () =>
    page.evaluate(
      () => performance.getEntriesByType('resource').filter((entry) => /\/assets\/(colleges|jobs|countries|bpi)-(data|loader)-/.test(entry.name)).length,
    );
  await page.goto('/upload', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload');
  await page.waitForTimeout(1000);
  expect(await loaderScripts(), 'nothing is warmed before the person does anything').toBe(0);
  await page.mouse.move(5, 5);
  // The loader modules of colleges, jobs, countries and bpi.
  await expect.poll(loaderScripts, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`at 360 px (${colorScheme}) the navigation is one row, every page starts within 64 px and fits the screen`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('navigation', { name: 'Services' })).toBeHidden();
      expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)).toBeLessThanOrEqual(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
  });
}

test('at 360 px the menu works by keyboard: Enter opens, Escape closes and returns focus, a link closes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/settings');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Services' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Countries' })).toBeVisible();
  await expect(page.getByLabel('Theme')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  await nav.getByRole('link', { name: 'Countries' }).click();
  await expect(page).toHaveURL('/countries');
  await expect(nav).toBeHidden();
  await expect(page.getByText('Countries', { exact: true }).first()).toBeVisible();
});

test('the command palette works by keyboard: Ctrl+K, fuzzy search, arrows, Enter, Escape returns focus', async ({ page }) => {
  await page.goto('/countries/fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('France (FR)');
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Go to or run' });
  const search = dialog.getByRole('combobox');
  await expect(search).toBeFocused();
  await expect(dialog.getByRole('option').first()).toHaveText(/Overview/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

  // A recently viewed country, found by a misspelling.
  await page.keyboard.press('Control+K');
  await search.fill('frnace');
  await expect(dialog.getByRole('option', { selected: true })).toHaveText(/France \(FR\)\s*Recent/);
  await search.fill('setings');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings');
  await expect(dialog).toBeHidden();

  // Arrows move the choice; an action runs.
  await page.getByRole('button', { name: /Go to/ }).click();
  await search.fill('theme');
  await expect(dialog.getByRole('option', { selected: true })).toHaveText(/Toggle theme/);
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!wasDark);

  await page.keyboard.press('Control+K');
  await search.fill('co');
  const options = dialog.getByRole('option');
  const first = await options.nth(0).textContent();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  expect(first).not.toBe('');
});

test('the palette asks the coffee page for another picture', async ({ page }) => {
  await page.goto('/coffee');
  const picture = page.getByRole('img').first();
  await expect(picture).toBeVisible();
  const before = await picture.getAttribute('src');
  await page.keyboard.press('Control+K');
  await page.getByRole('dialog', { name: 'Go to or run' }).getByRole('combobox').fill('new coffee');
  await page.keyboard.press('Enter');
  await expect.poll(() => picture.getAttribute('src')).not.toBe(before);
});

test('the palette refreshes the bitcoin price on request', async ({ page }) => {
  await page.goto('/bpi');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await upstream.requests('bpi')).length).toBeGreaterThan(0);
  const before = (await upstream.requests('bpi')).length;
  await page.keyboard.press('Control+K');
  await page.getByRole('dialog', { name: 'Go to or run' }).getByRole('combobox').fill('refresh bitcoin');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await upstream.requests('bpi')).length).toBeGreaterThan(before);
});

test('the palette reopens a recently priced swap pair with its amount', async ({ page }) => {
  await page.goto(
    '/swap?chainId=8453&sellToken=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&buyToken=0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913&amount=0.25&side=sell',
  );
  await expect(page.getByText(/You receive about/)).toBeVisible();
  await page.goto('/countries');
  // As a person does: the shortcut once the page is there (the app renders with its page's code).
  await expect(page.getByRole('heading', { level: 1, name: 'Countries' })).toBeVisible();
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Go to or run' });
  await dialog.getByRole('combobox').fill('eth usdc base');
  await expect(dialog.getByRole('option', { selected: true })).toHaveText(/0\.25 ETH → USDC on Base\s*Recent/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/swap\?chainId=8453&sellToken=0xEeee.*&amount=0\.25&side=sell$/);
  await expect(page.getByText(/You receive about/)).toBeVisible();
});

test('a page chosen in the palette or the phone menu gets focus on its main heading; a tap outside closes the menu', async ({ page }) => {
  await page.goto('/countries');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Countries');
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Go to or run' });
  await dialog.getByRole('combobox').fill('texas');
  await expect(dialog.getByRole('status')).toHaveText('Nothing matches.');
  await dialog.getByRole('combobox').fill('swap');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/swap');
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeFocused();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Swap page' })).toHaveCount(1);

  await page.setViewportSize({ width: 360, height: 740 });
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Services' });
  await menu.click();
  await nav.getByRole('link', { name: 'Jobs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeFocused();
  await menu.click();
  await expect(nav).toBeVisible();
  await page.mouse.click(180, 600);
  await expect(nav).toBeHidden();
  await expect(page).toHaveURL('/jobs');
});
