// A plain static server for comparing two builds on equal terms: every file from memory, gzipped
// once at start, `/<page>` answered by `<page>.html` when the build has one, else by index.html.
// The production server adds headers and a proxy that a build from another commit may not expect;
// here both builds get the same minimal proxy instead: `/proxy/<id>/<rest>` is forwarded to
// `<upstream>/<id>/<rest>` (the contract server's layout) with the headers each id needs.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

function filesOf(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith('.') ? [] : filesOf(root, full);
    // Precompressed siblings are skipped: every build is compressed here the same way.
    return /\.(gz|br)$/.test(name) ? [] : [`/${relative(root, full).split(sep).join('/')}`];
  });
}

export interface Proxy {
  upstream: string;
  /** Headers added per upstream id, as the production server adds a secret. */
  headers?: Record<string, Record<string, string>>;
}

/**
 * Serves `distDir` on 127.0.0.1:`port`; resolves to a function that stops the server.
 * `proxy`: `{ upstream: 'http://127.0.0.1:4310', headers: { swap: { '0x-api-key': '…' } } }`.
 */
export async function serveStatic(distDir: string, port: number, proxy?: Proxy): Promise<() => Promise<void>> {
  const files = new Map<string, { body: Buffer; gzip?: Buffer; type: string }>();
  for (const path of filesOf(distDir)) {
    const body = readFileSync(join(distDir, path));
    const ext = extname(path);
    files.set(path, { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : undefined, type: TYPES[ext] ?? 'application/octet-stream' });
  }
  const server = createServer((request, response) => {
    if (proxy && request.url?.startsWith('/proxy/')) {
      void forward(request, response, proxy);
      return;
    }
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const page = pathname.replace(/\/$/, '') || '/index';
    const file = files.get(pathname) ?? files.get(`${page}.html`) ?? (extname(pathname) ? undefined : files.get('/index.html'));
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const gzip = file.gzip !== undefined && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? file.gzip : file.body);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

async function forward(request: IncomingMessage, response: ServerResponse, { upstream, headers = {} }: Proxy) {
  const url = request.url ?? '/';
  const [, , id = ''] = url.split('/', 3);
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  try {
    const answer = await fetch(`${upstream}${url.slice('/proxy'.length)}`, {
      method: request.method,
      headers: { ...forwardedHeaders(request.headers), ...headers[id] },
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'no-store' });
    response.end(body);
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error}`);
  }
}

const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'origin', 'referer', 'cookie']);
const forwardedHeaders = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (NOT_FORWARDED.has(name) || value === undefined ? [] : [[name, String(value)]])));
