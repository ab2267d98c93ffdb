import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeOf } from './content-types.ts';
import { fallbackDocuments, INTERNAL_FILES, notFoundText, plainText, REVALIDATE } from './page-fallback.ts';

/** Vite's output names: `/assets/<name>-<hash>.<ext>`. */
export const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files up to this size are answered from memory; larger ones stream from disk. */
const IN_MEMORY_MAX_BYTES = 1024 * 1024;
/** Service worker scripts: they get the worker policy (security-headers.ts workerCsp). */
export const WORKER_SCRIPTS = new Set(['/mockServiceWorker.js', '/sw.js']);

type Encoding = 'br' | 'gzip';

interface Variant {
  file: string;
  size: number;
  etag: string;
  body?: Uint8Array<ArrayBuffer>;
}

interface Entry {
  type: string;
  cacheControl: string;
  csp?: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

export interface StaticFiles {
  /** URL paths served, e.g. `/index.html`. */
  readonly paths: string[];
  serve(request: Request): Response;
}

async function listFiles(root: string, dir = root): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Dot files and folders (Vite's .vite/manifest.json) are build metadata.
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

async function variant(file: string, etag: (content: Buffer) => string): Promise<Variant> {
  const content = await readFile(file);
  return {
    file,
    size: content.byteLength,
    etag: etag(content),
    ...(content.byteLength <= IN_MEMORY_MAX_BYTES && { body: content as Uint8Array<ArrayBuffer> }),
  };
}

const contentHash = (content: Buffer) => createHash('sha256').update(content).digest('base64url').slice(0, 22);

/** Which of br and gzip the client accepts (q > 0), from Accept-Encoding. */
function acceptedEncodings(header: string | null): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === '*') accepted.add('br').add('gzip');
    else accepted.add(name.trim());
  }
  return accepted;
}

const matchesEtag = (header: string | null, etag: string) =>
  header !== null && (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * The built site under Node: `/<page>` from `<page>.html` when the build wrote one, other
 * extension-less paths fall back to index.html (the app routes them), hashed assets cached for
 * a year, everything else revalidated. Precompressed `.br` / `.gz` siblings are sent to clients
 * that accept them. The file list is read once at start; the build does not change under a
 * running server.
 */
export async function loadStaticFiles(root: string, options: { workerCsp?: string } = {}): Promise<StaticFiles> {
  const files = await listFiles(root);
  const present = new Set(files);
  const entries = new Map<string, Entry>();
  for (const file of files) {
    if ((file.endsWith('.br') || file.endsWith('.gz')) && present.has(file.slice(0, -3))) continue;
    const path = `/${relative(root, file).split(sep).join('/')}`;
    if (INTERNAL_FILES.has(path.replace(/\.(br|gz)$/, ''))) continue;
    const identity = await variant(file, contentHash);
    const encoded: Entry['encoded'] = {};
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (present.has(file + suffix)) encoded[encoding] = await variant(file + suffix, () => `${identity.etag}-${suffix.slice(1)}`);
    }
    const csp = WORKER_SCRIPTS.has(path) ? options.workerCsp : undefined;
    entries.set(path, { type: contentTypeOf(file), cacheControl: HASHED_ASSET.test(path) ? IMMUTABLE : REVALIDATE, identity, encoded, ...(csp && { csp }) });
  }
  const index = entries.get('/index.html');

  const lookup = (path: string, accept: string | null): Entry | undefined => {
    if (path === '/') return index;
    if (INTERNAL_FILES.has(path.replace(/\.(br|gz)$/, ''))) return undefined;
    const exact = entries.get(path);
    if (exact) return exact;
    // A missing asset or file is a 404, not the app's HTML under the wrong type.
    const document = fallbackDocuments(path, accept)?.find((file) => entries.has(file));
    return document ? entries.get(document) : undefined;
  };

  return {
    paths: [...entries.keys()],
    serve(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plainText(405, 'Method not allowed', { Allow: 'GET, HEAD' });
      let path: string;
      try {
        path = decodeURIComponent(new URL(request.url).pathname);
      } catch {
        return plainText(400, 'Bad request');
      }
      const entry = lookup(path, request.headers.get('accept'));
      if (!entry) return notFoundText();

      const accepted = acceptedEncodings(request.headers.get('accept-encoding'));
      const encoding = (['br', 'gzip'] as const).find((candidate) => entry.encoded[candidate] && accepted.has(candidate));
      const chosen = encoding ? entry.encoded[encoding]! : entry.identity;
      const headers: Record<string, string> = { 'Cache-Control': entry.cacheControl, ETag: `"${chosen.etag}"` };
      if (entry.encoded.br || entry.encoded.gzip) headers.Vary = 'Accept-Encoding';
      if (matchesEtag(request.headers.get('if-none-match'), `"${chosen.etag}"`)) return new Response(null, { status: 304, headers });

      headers['Content-Type'] = entry.type;
      if (entry.csp) headers['Content-Security-Policy'] = entry.csp;
      headers['Content-Length'] = String(chosen.size);
      if (encoding) headers['Content-Encoding'] = encoding;
      if (request.method === 'HEAD') return new Response(null, { headers });
      const body = chosen.body ?? (Readable.toWeb(createReadStream(chosen.file)) as ReadableStream<Uint8Array>);
      return new Response(body, { headers });
    },
  };
}
