import { SERVER_SWAP_KEY, UPSTREAM } from './environment.ts';
import { expect, test, upstream } from './fixtures.ts';

const pricePath =
  '/swap/allowance-holder/price?chainId=1&sellToken=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&buyToken=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&sellAmount=1000000000000000007';

// swap.spec.ts and coffee.spec.ts own those upstreams' faults and logs; this file only reads,
// finding its own requests by their unusual sellAmount.
const mine = async () => (await upstream.requests('swap')).filter((request) => request.query.sellAmount?.[0] === '1000000000000000007');

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

test('the same-origin proxy reaches the 0x host and adds the server key', async ({ page }) => {
  await page.goto('/');
  const status = await page.evaluate(async (url) => (await fetch(url, { headers: { '0x-version': 'v2' } })).status, `/proxy/swap${pricePath}`);
  expect(status).toBe(200);
  const recorded = (await mine()).at(-1);
  expect(recorded?.headers['0x-api-key']).toBe(SERVER_SWAP_KEY);
  expect(recorded?.headers['0x-version']).toBe('v2');
  expect(recorded?.headers.origin).toBeUndefined();
});

test('a personal key sent by the browser is kept, not replaced by the server key', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async (url) => fetch(url, { headers: { '0x-version': 'v2', '0x-api-key': 'personal-key' } }), `/proxy/swap${pricePath}`);
  const recorded = (await mine()).at(-1);
  expect(recorded?.headers['0x-api-key']).toBe('personal-key');
});

test('the coffee host sends no CORS headers: JSON only arrives through the proxy', async ({ page }) => {
  await page.goto('/');
  const direct = await page.evaluate(async (url) => fetch(url).then(() => 'read', (error: Error) => `blocked: ${error.name}`), `${UPSTREAM}/coffee/random.json`);
  expect(direct).toBe('blocked: TypeError');
  const proxied = await page.evaluate(async () => (await fetch('/proxy/coffee/random.json')).json());
  expect(proxied).toHaveProperty('file');
});
