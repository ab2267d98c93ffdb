import { APP, SERVER_SWAP_KEY, UPSTREAM } from './environment.ts';
import { expect, test, upstream } from './fixtures.ts';

// Why the proxy exists: the real hosts refuse these browser calls. (That the proxy then works,
// adds the server key and strips Origin is proven in swap.spec.ts and coffee.spec.ts, which own
// those upstreams' faults and request logs.)
const pricePath =
  '/swap/allowance-holder/price?chainId=1&sellToken=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&buyToken=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&sellAmount=1000000000000000000';

test('a browser cannot call the 0x host directly: its preflight refuses 0x-* headers', async ({ page }) => {
  await page.goto('/');
  const outcome = await page.evaluate(async (url) => {
    try {
      const response = await fetch(url, { headers: { '0x-version': 'v2' } });
      return `status ${response.status}`;
    } catch (error) {
      return `blocked: ${(error as Error).name}`;
    }
  }, `${UPSTREAM}/swap${pricePath}`);
  expect(outcome).toBe('blocked: TypeError');
});

test('the coffee host sends no CORS headers: a direct JSON read is blocked', async ({ page }) => {
  await page.goto('/');
  const direct = await page.evaluate(
    async (url) =>
      fetch(url).then(
        () => 'read',
        (error: Error) => `blocked: ${error.name}`,
      ),
    `${UPSTREAM}/coffee/random.json`,
  );
  expect(direct).toBe('blocked: TypeError');
});

test('the proxy forwards only what its allowlist names: anything else is 404 JSON and reaches no upstream', async ({ request }) => {
  const probe = `allowlist-${Date.now()}`;
  const refused = [
    '/proxy/swap/swap/allowance-holder/quote',
    '/proxy/swap//swap/allowance-holder/price',
    '/proxy/swap/swap%2fallowance-holder/price',
    '/proxy/swap/swap/allowance-holder/price/',
    '/proxy/colleges/schools',
    '/proxy/coffee/random',
    '/proxy/nope',
  ];
  for (const path of refused) {
    const response = await request.get(`${path}?probe=${probe}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(response.status(), path).toBe(404);
    expect((await response.json()).message, path).toMatch(/No such proxy route/);
  }
  expect((await request.post(`/proxy/swap${pricePath}&probe=${probe}`, { data: '{}' })).status()).toBe(404);
  for (const name of ['swap', 'colleges', 'coffee'] as const) {
    expect(
      (await upstream.requests(name)).filter((seen) => seen.query.probe?.[0] === probe),
      name,
    ).toEqual([]);
  }
});

test("another site's page cannot spend the server's 0x key: the proxy refuses it and calls nothing", async ({ page, request }) => {
  const probe = `cross-site-${Date.now()}`;
  // A page on another origin (the contract server's) calls this site's proxy, as a hostile page would.
  await page.goto(`${UPSTREAM}/__control/health`);
  const answered = page.waitForResponse((response) => response.url().includes(probe));
  await page.evaluate(
    (url) =>
      fetch(url, { mode: 'no-cors', credentials: 'include' }).then(
        () => undefined,
        () => undefined,
      ),
    `${APP}/proxy/swap${pricePath}&probe=${probe}`,
  );
  expect((await answered).status()).toBe(403);
  // The page cannot read that answer (no CORS); a client that sends the same marker, or a foreign Origin, gets it as JSON.
  const marked = await request.get(`/proxy/swap${pricePath}&probe=${probe}`, { headers: { 'Sec-Fetch-Site': 'same-site' } });
  expect(marked.status()).toBe(403);
  expect(await marked.json()).toEqual({ message: "This proxy answers this site's own pages only" });
  expect((await request.get(`/proxy/swap${pricePath}&probe=${probe}`, { headers: { Origin: 'https://attacker.example' } })).status()).toBe(403);
  expect((await upstream.requests('swap')).filter((seen) => seen.query.probe?.[0] === probe)).toEqual([]);

  // This site's own page gets through, with the key added by the server.
  const own = `${probe}-own`;
  await page.goto('/');
  const status = await page.evaluate(async (url) => (await fetch(url, { headers: { '0x-version': 'v2' } })).status, `/proxy/swap${pricePath}&probe=${own}`);
  expect(status).toBe(200);
  const [seen] = (await upstream.requests('swap')).filter((entry) => entry.query.probe?.[0] === own);
  expect(seen?.headers['0x-api-key']).toBe(SERVER_SWAP_KEY);
  expect(seen?.headers.origin).toBeUndefined();
  expect(seen?.headers.cookie).toBeUndefined();
});
