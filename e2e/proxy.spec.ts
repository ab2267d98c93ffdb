import { UPSTREAM } from './environment.ts';
import { expect, test } from './fixtures.ts';

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
  const direct = await page.evaluate(async (url) => fetch(url).then(() => 'read', (error: Error) => `blocked: ${error.name}`), `${UPSTREAM}/coffee/random.json`);
  expect(direct).toBe('blocked: TypeError');
});
