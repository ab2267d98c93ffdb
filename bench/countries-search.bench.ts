import { expect, test, upstream } from '../e2e/fixtures.ts';
import { FRAME_MS, timeKeystrokes } from './keystrokes.ts';
import { report } from './report.ts';

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
  const typed = await timeKeystrokes(page, {
    input: 'main input[type=search]',
    watch: 'main [aria-busy]',
    words: ['united', 'guinea', 'paris', 'stan', 'island'],
  });
  report('countries-search', {
    countriesListed: listed,
    keystrokes: typed.keystrokes,
    medianMs: typed.medianMs,
    p95Ms: typed.p95Ms,
    maxMs: typed.maxMs,
    budget: `p95 <= ${FRAME_MS} ms (one frame)`,
  });
  expect(listed).toBeGreaterThan(200);
  expect(typed.p95Ms).toBeLessThanOrEqual(FRAME_MS);
});
