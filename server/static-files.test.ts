// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './node-server.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';
import { ASSET, ASSET_SOURCE, INDEX_HTML, makeDist, TEST_CSP, testConfig } from './test-support/dist.ts';
import { send } from './test-support/http.ts';

let server: RunningServer;
let trusting: RunningServer;
let removeDist: () => Promise<void>;

beforeAll(async () => {
  const dist = await makeDist(testConfig('http://127.0.0.1:9'));
  removeDist = dist.remove;
  server = await startServer({ distDir: dist.dir, host: '127.0.0.1', port: 0, env: { LOG: '0' } });
  trusting = await startServer({ distDir: dist.dir, host: '127.0.0.1', port: 0, env: { LOG: '0', TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await Promise.all([server.close(100), trusting.close(100)]);
  await removeDist();
});

describe('pages', () => {
  it('serves index.html at / with no-cache and every security header', async () => {
    const response = await send(server.url, '/');
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX_HTML);
    expect(response.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': `${TEST_CSP}; frame-ancestors 'none'; report-uri /csp-report; report-to csp-endpoint`,
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('clipboard-write=(self)');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves /<page> from <page>.html, /<page>/<id> from <page>/_.html, and falls back to index.html for app routes', async () => {
    expect((await send(server.url, '/colleges')).text).toContain('<title>colleges</title>');
    expect((await send(server.url, '/colleges?q=x')).text).toContain('<title>colleges</title>');
    const deep = await send(server.url, '/colleges/123', { headers: { Accept: 'text/html' } });
    expect(deep.status).toBe(200);
    expect(deep.text).toContain('<title>college</title>');
    expect((await send(server.url, '/jobs/senior.dev-42', { headers: { Accept: 'text/html,*/*' } })).text).toBe(INDEX_HTML);
    expect((await send(server.url, '/nowhere', { headers: { Accept: 'text/html' } })).text).toBe(INDEX_HTML);
  });

  it('answers 404, not the page, for a missing asset or file', async () => {
    const missing = await send(server.url, '/assets/gone-AbCdEf12.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect((await send(server.url, '/favicon.ico')).status).toBe(404);
  });

  it('never serves server-config.json, dot folders or precompressed siblings on their own', async () => {
    for (const path of ['/server-config.json', '/.vite/manifest.json', '/%2e%76ite/manifest.json']) {
      expect((await send(server.url, path, { headers: { Accept: 'application/json' } })).status, path).toBe(404);
    }
    expect((await send(server.url, '/server-config.json', { headers: { Accept: 'text/html' } })).status).toBe(404);
  });

  it('refuses other methods with 405', async () => {
    const response = await send(server.url, '/', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe('assets', () => {
  it('caches hashed assets for a year and revalidates unhashed files', async () => {
    const asset = await send(server.url, ASSET);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['content-security-policy']).toMatch(/frame-ancestors 'none'; report-uri \/csp-report; report-to csp-endpoint$/);
    expect(asset.text).toBe(ASSET_SOURCE);
    for (const [path, type] of [
      ['/mockServiceWorker.js', 'text/javascript; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/assets/index-DjWyVpih.css', 'text/css; charset=utf-8'],
    ]) {
      const response = await send(server.url, path!);
      expect(response.headers['content-type'], path).toBe(type);
      expect(response.headers['cache-control'], path).toBe(path!.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });

  it('sends the brotli sibling, then gzip, as Accept-Encoding allows, with Vary', async () => {
    const br = await send(server.url, ASSET, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(ASSET_SOURCE);

    const gz = await send(server.url, ASSET, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(ASSET_SOURCE);

    const plain = await send(server.url, ASSET, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.text).toBe(ASSET_SOURCE);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const first = await send(server.url, ASSET, { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.etag!;
    const again = await send(server.url, ASSET, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The identity bytes are another representation: its tag differs.
    expect((await send(server.url, ASSET, { headers: { 'If-None-Match': etag } })).status).toBe(200);
    const html = await send(server.url, '/');
    expect((await send(server.url, '/', { headers: { 'If-None-Match': `W/${html.headers.etag}` } })).status).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await send(server.url, ASSET, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(ASSET_SOURCE)));
    expect(response.body.length).toBe(0);
  });
});

describe('the service', () => {
  it('answers /healthz without touching an upstream', async () => {
    const response = await send(server.url, '/healthz');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends Strict-Transport-Security only when a trusted proxy says the request came over TLS', async () => {
    expect((await send(server.url, '/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
    expect((await send(trusting.url, '/', { headers: { 'X-Forwarded-Proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
    expect((await send(trusting.url, '/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

describe('service worker scripts', () => {
  it("get the page's policy with the image sources allowed for the worker's own fetches", async () => {
    const worker = await send(server.url, '/mockServiceWorker.js');
    expect(worker.headers['content-security-policy']).toBe(
      "default-src 'self'; img-src 'self' data:; script-src 'self'; object-src 'none'; connect-src 'self' data:; frame-ancestors 'none'; report-uri /csp-report; report-to csp-endpoint",
    );
    expect((await send(server.url, '/robots.txt')).headers['content-security-policy']).toBe(
      `${TEST_CSP}; frame-ancestors 'none'; report-uri /csp-report; report-to csp-endpoint`,
    );
  });
});
