// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEdgeHandler } from './edge.ts';
import { MemoryRateLimitStore } from './rate-limit.ts';
import { SERVER_KEY, testConfig } from './test-support/dist.ts';
import { startUpstream, type Upstream } from './test-support/upstream.ts';

const SITE = 'https://dashboard.example';
let upstream: Upstream;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.seen.length = 0;
});

describe('the edge fetch handler', () => {
  it('forwards an allowed request with the secret binding and answers with the security headers', async () => {
    const handler = createEdgeHandler(testConfig(upstream.url));
    const response = await handler.fetch(
      new Request(`${SITE}/proxy/swap/swap/chains?chainId=1`, {
        headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: 'a=b', 'CF-Connecting-IP': '198.51.100.7' },
      }),
      { SWAP_API_KEY: SERVER_KEY, LOG: '0' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ path: '/swap/swap/chains?chainId=1' });
    expect(upstream.seen[0]!.headers['0x-api-key']).toBe(SERVER_KEY);
    expect(upstream.seen[0]!.headers.cookie).toBeUndefined();
    expect(upstream.seen[0]!.headers['cf-connecting-ip']).toBeUndefined();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'; report-uri \/csp-report; report-to csp-endpoint$/);
    // The request came over TLS (its URL is https): HSTS.
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('refuses what the allowlist does not name, and cross-site calls to a key-bearing upstream, contacting nothing', async () => {
    const handler = createEdgeHandler(testConfig(upstream.url));
    const env = { SWAP_API_KEY: SERVER_KEY, LOG: '0' };
    expect((await handler.fetch(new Request(`${SITE}/proxy/nope/x`), env)).status).toBe(404);
    expect((await handler.fetch(new Request(`${SITE}/proxy/swap/swap/allowance-holder/quote`), env)).status).toBe(404);
    expect((await handler.fetch(new Request(`${SITE}/proxy/swap//swap/chains`), env)).status).toBe(404);
    const crossSite = await handler.fetch(new Request(`${SITE}/proxy/swap/swap/chains`, { headers: { 'Sec-Fetch-Site': 'cross-site' } }), env);
    expect(crossSite.status).toBe(403);
    expect(upstream.seen).toEqual([]);
  });

  it('rate limits by CF-Connecting-IP with the store it is given', async () => {
    const handler = createEdgeHandler(testConfig(upstream.url), { rateLimitStore: new MemoryRateLimitStore() });
    const env = { PROXY_RATE_LIMIT_PER_MINUTE: '1', LOG: '0' };
    const from = (ip: string) => new Request(`${SITE}/proxy/coffee/random.json`, { headers: { 'CF-Connecting-IP': ip } });
    expect((await handler.fetch(from('203.0.113.1'), env)).status).toBe(200);
    const refused = await handler.fetch(from('203.0.113.1'), env);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await handler.fetch(from('203.0.113.2'), env)).status).toBe(200);
  });

  it("uses Cloudflare's rate limiting binding when bound, keyed by upstream and client", async () => {
    const keys: string[] = [];
    const handler = createEdgeHandler(testConfig(upstream.url));
    const env = {
      LOG: '0',
      PROXY_RATE_LIMIT_REQUESTS: '1',
      PROXY_RATE_LIMIT_PERIOD_SECONDS: '10',
      PROXY_RATE_LIMITER: { limit: async ({ key }: { key: string }) => (keys.push(key), { success: keys.length < 2 }) },
    };
    const request = () => new Request(`${SITE}/proxy/coffee/random.json`, { headers: { 'CF-Connecting-IP': '203.0.113.9' } });
    expect((await handler.fetch(request(), env)).status).toBe(200);
    const refused = await handler.fetch(request(), env);
    expect(refused.status).toBe(429);
    // The binding's own period, not a minute: it answers only { success }.
    expect(refused.headers.get('retry-after')).toBe('10');
    expect((await refused.json()).message).toBe('Too many requests to coffee through this proxy: at most 1 every 10 s. Try again in 10 s.');
    expect(keys).toEqual(['coffee 203.0.113.9', 'coffee 203.0.113.9']);
  });

  it('refuses to start with the rate limiting binding but without its limit', async () => {
    const handler = createEdgeHandler(testConfig(upstream.url));
    const env = { LOG: '0', PROXY_RATE_LIMITER: { limit: async () => ({ success: true }) } };
    await expect(handler.fetch(new Request(`${SITE}/healthz`), env)).rejects.toThrow(/PROXY_RATE_LIMIT_PERIOD_SECONDS/);
  });

  it('answers what the assets lack by the Node rule: page HTML, index.html, or a 404 never cached long', async () => {
    const files: Record<string, string> = { '/': 'index', '/colleges/_': 'college page' };
    const assets = {
      fetch: async (request: Request) => {
        const body = files[new URL(request.url).pathname];
        return body ? new Response(body, { headers: { 'Content-Type': 'text/html' } }) : new Response('missing', { status: 404 });
      },
    };
    const handler = createEdgeHandler(testConfig(upstream.url));
    const env = { ASSETS: assets, LOG: '0' };
    expect(await (await handler.fetch(new Request(`${SITE}/colleges/123`), env)).text()).toBe('college page');
    expect(await (await handler.fetch(new Request(`${SITE}/jobs`), env)).text()).toBe('index');
    const missing = await handler.fetch(new Request(`${SITE}/assets/x-12345678.js`), env);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('reads the config from the SERVER_CONFIG binding and hands other paths to ASSETS', async () => {
    const handler = createEdgeHandler();
    const assets = { fetch: async (request: Request) => new Response(`asset ${new URL(request.url).pathname}`, { headers: { 'Content-Type': 'text/plain' } }) };
    const env = { SERVER_CONFIG: JSON.stringify(testConfig(upstream.url)), ASSETS: assets, LOG: '0' };
    const page = await handler.fetch(new Request(`${SITE}/colleges`), env);
    expect(await page.text()).toBe('asset /colleges');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const health = await handler.fetch(new Request(`${SITE}/healthz`), env);
    expect(await health.json()).toEqual({ ok: true });
    expect((await handler.fetch(new Request(`${SITE}/proxy/coffee/random.json`), env)).status).toBe(200);
  });
});
