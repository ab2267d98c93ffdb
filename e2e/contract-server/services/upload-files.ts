import { createReadStream } from 'node:fs';
import type { UpstreamModule } from '../types.ts';
import { storedFile } from './stored-files.ts';

/** What tmpfiles answers for a deleted or unknown file: an HTML page with status 404. */
const NOT_FOUND_PAGE = '<!DOCTYPE html><html lang="en"><head><title>404 Not Found</title></head><body><h1>404</h1><p>File not found</p></body></html>';

/**
 * tmpfiles' direct file links, `GET /dl/<id>/<name>`, serving what `upload` stored until it
 * expires. Test knob in ctx.state: `clockOffsetMs` moves this host's clock forward, so a test
 * can let a link expire without waiting.
 */
export const uploadFiles: UpstreamModule = {
  name: 'upload-files',
  cors: 'open',
  handle(ctx) {
    const match = /^\/dl\/(\d+)\/([^/]+)$/.exec(ctx.path);
    if (!match || ctx.req.method !== 'GET') return;
    const file = storedFile(match[1]!, decodeURIComponent(match[2]!));
    const now = Date.now() + Number(ctx.state.clockOffsetMs ?? 0);
    if (!file || file.expiresAt <= now) return ctx.send(404, NOT_FOUND_PAGE, { 'Content-Type': 'text/html; charset=utf-8' });
    ctx.res.writeHead(200, {
      'Access-Control-Allow-Origin': ctx.req.headers.origin ?? '*',
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(file.bytes),
    });
    createReadStream(file.path).pipe(ctx.res);
  },
};
