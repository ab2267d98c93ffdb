import { expect, test, upstream } from '../e2e/fixtures.ts';
import { expectKeystrokesWithinFrame } from './keystrokes.ts';

// /countries with every country listed (250, the live server's count): each keystroke in the
// search box filters the list in the page and shows the result within one frame (p95).
test('countries: keystroke-to-render in the search box', async ({ page }) => {
  await upstream.reset('countries');
  await page.goto('/countries');
  const count = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^\d+ countries$/ });
  await expect(count).toBeVisible();
  const listed = Number.parseInt((await count.textContent()) ?? '', 10);
  expect(listed).toBeGreaterThan(200);
  await expectKeystrokesWithinFrame(
    page,
    'countries-search',
    { input: 'main input[type=search]', watch: 'main [aria-busy]', words: ['united', 'guinea', 'paris', 'stan', 'island'] },
    { countriesListed: listed },
  );
});
