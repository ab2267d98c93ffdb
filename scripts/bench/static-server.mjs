// A plain static server for comparing two builds on equal terms: every file from memory, gzipped
// once at start, `/<page>` answered by `<page>.html` when the build has one, else by index.html.
// The production server adds headers and a proxy that a build from another commit may not expect.
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
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

function filesOf(root, dir = root) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith('.') ? [] : filesOf(root, full);
    // Precompressed siblings are skipped: every build is compressed here the same way.
    return /\.(gz|br)$/.test(name) ? [] : [`/${relative(root, full).split(sep).join('/')}`];
  });
}

/** Serves `distDir` on 127.0.0.1:`port`; resolves to a function that stops the server. */
export async function serveStatic(distDir, port) {
  const files = new Map();
  for (const path of filesOf(distDir)) {
    const body = readFileSync(join(distDir, path));
    const ext = extname(path);
    files.set(path, { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body, { level: 9 }) : undefined, type: TYPES[ext] ?? 'application/octet-stream' });
  }
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const page = pathname.replace(/\/$/, '') || '/index';
    const file = files.get(pathname) ?? files.get(`${page}.html`) ?? (extname(pathname) ? undefined : files.get('/index.html'));
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? file.gzip : file.body);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}
