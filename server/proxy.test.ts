// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './node-server.ts';
import { makeDist, SERVER_KEY, testConfig } from './test-support/dist.ts';
import { send } from './test-support/http.ts';
import { echo, startUpstream, type Upstream } from './test-support/upstream.ts';

const PRICE = '/proxy/swap/swap/allowance-holder/price?chainId=1&sellAmount=1000';

let upstream: Upstream;
let server: RunningServer;
let removeDist: () => Promise<void>;
const logs: string[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  const dist = await makeDist(testConfig(upstream.url));
  removeDist = dist.remove;
  server = await startServer({
    distDir: dist.dir,
    host: '127.0.0.1',
    port: 0,
    env: { SWAP_API_KEY: SERVER_KEY },
    log: (line) => logs.push(JSON.stringify(line)),
  });
});

afterAll(async () => {
  await server.close(100);
  await upstream.close();
  await removeDist();
  // The key never reaches a log line, whatever the tests above sent.
  expect(logs.length).toBeGreaterThan(10);
  expect(logs.join('\n')).not.toContain(SERVER_KEY);
});

beforeEach(() => {
  upstream.seen.length = 0;
  upstream.handle(echo);
});

describe('the allowlist', () => {
  it('forwards an allowed path with its query to the target, adding the server key', async () => {
    const response = await send(server.url, PRICE, { headers: { '0x-version': 'v2', 'Sec-Fetch-Site': 'same-origin' } });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ path: '/swap/swap/allowance-holder/price?chainId=1&sellAmount=1000' });
    expect(upstream.seen).toHaveLength(1);
    expect(upstream.seen[0]!.headers['0x-api-key']).toBe(SERVER_KEY);
    expect(upstream.seen[0]!.headers['0x-version']).toBe('v2');
    expect(upstream.seen[0]!.headers.host).toBe(new URL(upstream.url).host);
    // Streamed back, and the key is not echoed anywhere in the response.
    expect(response.text).not.toContain(SERVER_KEY);
    expect(JSON.stringify(response.headers)).not.toContain(SERVER_KEY);
    expect(response.headers['x-upstream']).toBe('yes');
  });

  it("keeps the browser's own key and adds none", async () => {
    await send(server.url, '/proxy/swap/swap/chains', { headers: { '0x-api-key': 'personal-key' } });
    expect(upstream.seen[0]!.headers['0x-api-key']).toBe('personal-key');
  });

  it.each([
    ['a path the allowlist does not name', '/proxy/swap/swap/allowance-holder/quote'],
    ['an encoded dot-dot segment', '/proxy/swap/%2e%2e/'],
    ['a dot-dot segment that would resolve to an allowed path', '/proxy/swap/x/../swap/chains'],
    ['an encoded dot segment', '/proxy/swap/%2E/swap/chains'],
    ['a double slash', '/proxy/swap//swap/chains'],
    ['a trailing slash', '/proxy/swap/swap/chains/'],
    ['an encoded slash', '/proxy/swap/swap%2fchains'],
    ['an encoded backslash', '/proxy/swap/swap%5Cchains'],
    ['an allowed path with a suffix', '/proxy/swap/swap/chainsX'],
    ['an upstream that is not proxied', '/proxy/colleges/schools?api_key=x'],
    ['an unknown upstream', '/proxy/nope'],
    ['an unknown upstream with a path', '/proxy/nope/swap/chains'],
    ['the proxy root', '/proxy/'],
  ])('refuses %s with 404 JSON and contacts nothing', async (_, path) => {
    const response = await send(server.url, path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.text).message).toMatch(/No such proxy route/);
    expect(upstream.seen).toEqual([]);
  });

  it('refuses a method the allowlist does not name, and malformed percent-encoding', async () => {
    expect((await send(server.url, '/proxy/swap/swap/chains', { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await send(server.url, '/proxy/swap/swap/chains', { method: 'DELETE' })).status).toBe(404);
    expect((await send(server.url, '/proxy/swap/swap/%E0%A4%A')).status).toBe(400);
    const backslash = await send(server.url, '/proxy/swap/swap\\chains');
    expect(backslash.status).toBe(400);
    expect(backslash.headers['content-type']).toMatch(/^application\/json/);
    expect(upstream.seen).toEqual([]);
  });

  it('forwards an allowed path written with percent-encoded letters, re-encoded', async () => {
    expect((await send(server.url, '/proxy/swap/swap/chain%73')).status).toBe(200);
    expect(upstream.seen[0]!.url).toBe('/swap/swap/chains');
  });
});

describe('a key-bearing upstream serves only this site', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['a foreign Origin', { Origin: 'https://attacker.example' }],
    ['Origin: null', { Origin: 'null' }],
  ])('refuses %s with 403 JSON and contacts nothing', async (_, headers) => {
    const response = await send(server.url, PRICE, { headers });
    expect(response.status).toBe(403);
    expect(JSON.parse(response.text).message).toMatch(/this site's own pages/);
    expect(upstream.seen).toEqual([]);
  });

  it('forwards a same-origin request that carries this Origin', async () => {
    const response = await send(server.url, PRICE, { headers: { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' } });
    expect(response.status).toBe(200);
    expect(upstream.seen[0]!.headers.origin).toBeUndefined();
  });

  it('lets a cross-site page read an upstream without a secret, still without credentials', async () => {
    const response = await send(server.url, '/proxy/coffee/random.json', { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' } });
    expect(response.status).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('headers', () => {
  it("never forwards the browser's credentials, origin or hop-by-hop headers, and never returns Set-Cookie", async () => {
    const response = await send(server.url, '/proxy/coffee/random.json', {
      headers: {
        Cookie: 'session=browser-secret',
        Authorization: 'Bearer browser-token',
        Origin: server.url,
        Referer: `${server.url}/coffee?key=x`,
        Connection: 'keep-alive, X-Hop',
        'X-Hop': 'per-connection',
        'Keep-Alive': 'timeout=5',
        'X-Forwarded-For': '203.0.113.9',
        'Proxy-Authorization': 'Basic eDp5',
        'X-Real-IP': '203.0.113.9',
        'True-Client-IP': '203.0.113.9',
        'Sec-CH-UA': '"Chromium";v="156"',
        'X-Anything-Else': 'client-chosen',
        Accept: 'application/json',
      },
    });
    expect(response.status).toBe(200);
    const seen = upstream.seen[0]!.headers;
    const dropped = [
      'cookie',
      'authorization',
      'origin',
      'referer',
      'x-hop',
      'keep-alive',
      'x-forwarded-for',
      'proxy-authorization',
      'x-real-ip',
      'true-client-ip',
      'sec-ch-ua',
      'x-anything-else',
    ];
    for (const name of dropped) expect(seen[name], name).toBeUndefined();
    expect(seen.accept).toBe('application/json');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('passes an encoded body through as it came, with its encoding, for the browser that asked for it', async () => {
    const body = gzipSync(JSON.stringify({ file: 'x'.repeat(200) }));
    upstream.handle((req, res) => {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'Content-Length': String(body.length),
        'X-Accept-Encoding': String(req.headers['accept-encoding']),
      });
      res.end(body);
    });
    const response = await send(server.url, '/proxy/coffee/random.json', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers['x-accept-encoding']).toBe('gzip, br');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.body.equals(body)).toBe(true);
  });

  it('puts the security headers on proxied answers too', async () => {
    const response = await send(server.url, '/proxy/coffee/random.json');
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'none'; report-uri \/csp-report; report-to csp-endpoint$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('failures', () => {
  it('answers 504 JSON when the upstream sends no headers within its timeout', async () => {
    upstream.handle(() => undefined);
    const started = Date.now();
    const response = await send(server.url, '/proxy/swap/swap/chains');
    expect(response.status).toBe(504);
    expect(JSON.parse(response.text).message).toBe(`${new URL(upstream.url).host} did not answer within 0.4 s`);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('cuts a response whose body goes idle for longer than the timeout', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"partial":');
    });
    const started = Date.now();
    await expect(send(server.url, '/proxy/swap/swap/chains')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('answers 502 naming the host and ECONNREFUSED when nothing listens', async () => {
    const closed = await startUpstream();
    await closed.close();
    const dist = await makeDist(testConfig(closed.url));
    const gone = await startServer({ distDir: dist.dir, host: '127.0.0.1', port: 0, env: { LOG: '0' } });
    try {
      const response = await send(gone.url, '/proxy/coffee/random.json');
      expect(response.status).toBe(502);
      expect(JSON.parse(response.text)).toEqual({ message: `The proxy could not reach 127.0.0.1:${closed.port} (ECONNREFUSED)` });
      expect(response.headers['x-proxy-error']).toBe('ECONNREFUSED');
    } finally {
      await gone.close(100);
      await dist.remove();
    }
  });

  it('answers 502 "could not reach … ECONNRESET" when the upstream resets the connection', async () => {
    upstream.handle((req) => req.socket.destroy());
    const response = await send(server.url, '/proxy/coffee/random.json');
    expect(response.status).toBe(502);
    expect(JSON.parse(response.text).message).toMatch(/^The proxy could not reach 127\.0\.0\.1:\d+ \(ECONNRESET\)$/);
  });

  it('refuses a response declared larger than the upstream cap', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '5000' });
      res.end('x'.repeat(5000));
    });
    const response = await send(server.url, '/proxy/coffee/random.json');
    expect(response.status).toBe(502);
    expect(JSON.parse(response.text).message).toMatch(/more than the proxy forwards/);
  });

  it('answers 413 for a request body over the limit, declared or streamed, and 414 for a long query', async () => {
    expect((await send(server.url, '/proxy/coffee/upload', { method: 'POST', body: 'x'.repeat(50) })).status).toBe(200);
    expect(upstream.seen[0]!.body).toBe('x'.repeat(50));
    upstream.seen.length = 0;
    expect((await send(server.url, '/proxy/coffee/upload', { method: 'POST', body: 'x'.repeat(101) })).status).toBe(413);
    expect(upstream.seen).toEqual([]);
    const chunked = await send(server.url, '/proxy/coffee/upload', { method: 'POST', headers: { 'Transfer-Encoding': 'chunked' }, body: 'x'.repeat(5000) });
    expect(chunked.status).toBe(413);
    const long = await send(server.url, `/proxy/coffee/random.json?q=${'a'.repeat(2050)}`);
    expect(long.status).toBe(414);
  });
});

describe('the rate limit', () => {
  it('answers 429 JSON with Retry-After past the limit, per client and upstream', async () => {
    const dist = await makeDist(testConfig(upstream.url));
    const limited = await startServer({ distDir: dist.dir, host: '127.0.0.1', port: 0, env: { PROXY_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1', LOG: '0' } });
    try {
      const from = (ip: string) => ({ headers: { 'X-Forwarded-For': `${ip}, 10.0.0.1` } });
      expect((await send(limited.url, '/proxy/coffee/random.json', from('198.51.100.1'))).status).toBe(200);
      expect((await send(limited.url, '/proxy/coffee/random.json', from('198.51.100.1'))).status).toBe(200);
      const refused = await send(limited.url, '/proxy/coffee/random.json', from('198.51.100.1'));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
      expect(JSON.parse(refused.text).message).toMatch(/at most 2 a minute/);
      // Another client, and the same client on another upstream, have their own budgets.
      expect((await send(limited.url, '/proxy/coffee/random.json', from('198.51.100.2'))).status).toBe(200);
      expect((await send(limited.url, '/proxy/swap/swap/chains', from('198.51.100.1'))).status).toBe(200);
    } finally {
      await limited.close(100);
      await dist.remove();
    }
  });
});

describe('logs', () => {
  it('write one JSON line per request with the path and no query string', async () => {
    const before = logs.length;
    await send(server.url, '/proxy/swap/swap/chains?api_key=query-secret-123');
    const line = JSON.parse(logs.slice(before).find((entry) => entry.includes('/proxy/swap/swap/chains'))!);
    expect(line).toMatchObject({ method: 'GET', path: '/proxy/swap/swap/chains', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(logs.join('\n')).not.toContain('query-secret-123');
  });
});
