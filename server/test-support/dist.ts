import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ServerConfig } from '../config.ts';

export const TEST_CSP = "default-src 'self'; connect-src 'self'; img-src 'self' data:; script-src 'self'; object-src 'none'";
export const SERVER_KEY = 'server-side-0x-key-4f1d';
export const ASSET = '/assets/app-Df5Udzz5.js';
export const ASSET_SOURCE = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
export const INDEX_HTML = '<!doctype html><html><head><title>index</title></head><body><div id="root"></div></body></html>';

/** The proxy config of the tests: the swap route's rules, coffee's, tight limits and short timeouts. */
export function testConfig(upstreamUrl: string, overrides: Partial<Record<'swap' | 'coffee', object>> = {}): ServerConfig {
  return {
    csp: TEST_CSP,
    proxies: [
      {
        id: 'swap',
        target: `${upstreamUrl}/swap`,
        allow: [
          { method: 'GET', path: '^/swap/allowance-holder/price$' },
          { method: 'GET', path: '^/swap/permit2/price$' },
          { method: 'GET', path: '^/swap/chains$' },
        ],
        secret: { env: 'SWAP_API_KEY', header: '0x-api-key' },
        timeoutMs: 400,
        ...overrides.swap,
      },
      {
        id: 'coffee',
        target: `${upstreamUrl}/coffee`,
        allow: [
          { method: 'GET', path: '^/random\\.json$' },
          { method: 'POST', path: '^/upload$' },
        ],
        maxResponseBytes: 1000,
        maxRequestBytes: 100,
        ...overrides.coffee,
      },
    ],
  };
}

/** A build output in a temp folder: pages, a hashed asset with its .br/.gz siblings, unhashed files and the server config. */
export async function makeDist(config: ServerConfig): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'dashboard-dist-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
  const asset = Buffer.from(ASSET_SOURCE);
  await Promise.all([
    writeFile(join(dir, 'index.html'), INDEX_HTML),
    writeFile(join(dir, 'colleges.html'), INDEX_HTML.replace('index', 'colleges')),
    mkdir(join(dir, 'colleges'), { recursive: true }).then(() => writeFile(join(dir, 'colleges', '_.html'), INDEX_HTML.replace('index', 'college'))),
    writeFile(join(dir, ASSET), asset),
    writeFile(join(dir, `${ASSET}.br`), brotliCompressSync(asset)),
    writeFile(join(dir, `${ASSET}.gz`), gzipSync(asset)),
    writeFile(join(dir, 'assets', 'index-DjWyVpih.css'), 'body{margin:0}'),
    writeFile(join(dir, 'robots.txt'), 'User-agent: *\n'),
    writeFile(join(dir, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});\n'),
    writeFile(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    writeFile(join(dir, '.vite', 'manifest.json'), '{}'),
    writeFile(join(dir, 'server-config.json'), JSON.stringify(config)),
  ]);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
