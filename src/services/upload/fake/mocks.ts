import { createStore, get, set } from 'idb-keyval';
import { delay, http, HttpResponse } from 'msw';

let uploads = 0;

/** tmpfiles.org's reply for a multipart upload; the id grows like the real host's. */
export function buildTmpfilesReply(id: number, name: string) {
  return { status: 'success', data: { url: `http://tmpfiles.org/${id}/${encodeURIComponent(name)}` } };
}

/** What tmpfiles answers for a deleted or unknown file: an HTML page with status 404. */
const NOT_FOUND_PAGE = '<!DOCTYPE html><html lang="en"><head><title>404 Not Found</title></head><body><h1>404</h1></body></html>';

interface DemoFile {
  blob: Blob;
  expiresAt: number;
}

/**
 * Demo uploads are kept in IndexedDB, so a private link opens in another tab with no network.
 * Under Vitest (no IndexedDB unless a test brings it) they stay in memory.
 */
const memory = new Map<string, DemoFile>();
let store: ReturnType<typeof createStore> | undefined;
const demoStore = () => (store ??= createStore('dashboard-demo-uploads', 'files'));
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

async function keep(key: string, file: DemoFile) {
  memory.set(key, file);
  if (hasIndexedDb()) await set(key, file, demoStore()).catch(() => undefined);
}

async function find(key: string): Promise<DemoFile | undefined> {
  return memory.get(key) ?? (hasIndexedDb() ? await get<DemoFile>(key, demoStore()).catch(() => undefined) : undefined);
}

export const handlers = [
  http.post('*/upload', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    // Duck-typed: under Vitest the parsed part is undici's File, not jsdom's.
    if (typeof file !== 'object' || file === null || !('name' in file))
      return HttpResponse.json({ status: 'error', message: 'No file part named "file"' }, { status: 400 });
    const expire = Number(form.get('expire') ?? 3600);
    if (!Number.isInteger(expire) || expire < 60 || expire > 86_400)
      return HttpResponse.json({ status: 'error', message: 'expire must be 60-86400' }, { status: 400 });
    uploads += 1;
    const id = 31_337_000 + uploads + Math.floor(Math.random() * 1000) * 1000;
    const name = file.name || 'pasted-file';
    await keep(`${id}/${name}`, { blob: file, expiresAt: Date.now() + expire * 1000 });
    await delay(import.meta.env.MODE === 'test' ? 0 : 600);
    return HttpResponse.json(buildTmpfilesReply(id, name));
  }),
  http.get('*/dl/:id/:name', async ({ params }) => {
    const stored = await find(`${String(params.id)}/${String(params.name)}`);
    if (!stored || stored.expiresAt <= Date.now())
      return new HttpResponse(NOT_FOUND_PAGE, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    return new HttpResponse(stored.blob.stream(), {
      headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(stored.blob.size) },
    });
  }),
];
