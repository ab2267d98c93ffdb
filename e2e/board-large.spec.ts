import { expect, forgetSavedAnswers, test, upstream } from './fixtures.ts';

// A board of fifty tiles (the most a board holds): it opens, stays arrangeable by keyboard, and
// asks only for the tiles near the screen; the others draw when scrolled to.
const CODES = (
  'FR DE JP BR IN US CA MX AR CL PE CO ES PT IT NL BE CH AT SE NO DK FI IS IE GB PL CZ SK HU ' + 'RO BG GR TR EG MA KE NG ZA ET AU NZ CN KR VN TH MY ID PH SG'
).split(' ');

const board = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Your board' });
/**
 * The country queries this page sends, counted in the browser: the contract server's log is shared
 * with the tests another worker runs at the same time, which ask for countries too.
 */
function countCountryQueries(page: import('@playwright/test').Page) {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.postData()?.includes('query Country(')) sent += 1;
  });
  return { count: () => sent, clear: () => (sent = 0) };
}

test.beforeEach(async () => {
  await upstream.reset('countries');
});

test('a board of fifty tiles opens, asks only for the tiles near the screen, and draws the rest when scrolled to', async ({ page }) => {
  expect(CODES).toHaveLength(50);
  const countryQueries = countCountryQueries(page);
  const tiles = CODES.map((code) => ({ url: `/countries/${code}`, title: `Country ${code}`, size: 'small' }));
  await page.goto(`/#board=v1.${Buffer.from(JSON.stringify({ version: 1, tiles })).toString('base64url')}`);
  await page.getByRole('region', { name: 'Someone shared a board with 50 tiles' }).getByRole('button', { name: 'Add to my board' }).click();
  const articles = board(page).getByRole('article');
  await expect(articles).toHaveCount(50);

  await forgetSavedAnswers(page);
  countryQueries.clear();
  await page.goto('/');
  await expect(articles).toHaveCount(50);
  await expect(articles.first()).toContainText('Paris');
  // Shared titled by their codes alone, the tiles take their countries' names as the data arrives.
  await expect(articles.first().getByRole('heading', { level: 3 })).toHaveText('France (FR)');
  // The twelfth tile is drawn at once even where it is below the fold.
  await expect(articles.nth(11)).toContainText('Bogot');
  await page.waitForTimeout(1000);
  const asked = countryQueries.count();
  expect(asked, 'country requests at open').toBeGreaterThanOrEqual(12);
  expect(asked, 'country requests at open').toBeLessThan(25);
  // Far down the board, a tile waits to be scrolled to.
  await expect(articles.nth(49)).not.toContainText('Singapore');

  await articles.nth(49).scrollIntoViewIfNeeded();
  await expect(articles.nth(49)).toContainText('Singapore');
  await expect.poll(() => countryQueries.count()).toBeGreaterThan(asked);

  // Arranged by keyboard at the far end: the last tile moves one place earlier and keeps focus.
  const moveEarlier = articles.nth(49).getByRole('button', { name: 'Move earlier' });
  await moveEarlier.focus();
  await page.keyboard.press('Enter');
  await expect(articles.nth(48).getByRole('heading', { level: 3 })).toHaveText('Singapore (SG)');
  await expect(articles.nth(48).getByRole('button', { name: 'Move earlier' })).toBeFocused();
  await expect(articles.nth(48)).toContainText('Singapore');
});
