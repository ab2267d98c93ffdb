import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import type { UpstreamModule } from '../types.ts';
import { storedFile } from './stored-files.ts';

/** What tmpfiles answers for a deleted or unknown file: an HTML page with status 404. */
const NOT_FOUND_PAGE = '<!DOCTYPE html><html lang="en"><head><title>404 Not Found</title></head><body><h1>404</h1><p>File not found</p></body></html>';

/**
 * tmpfiles' direct file links, `GET /dl/<id>/<name>`, serving what `upload` stored until it
 * expires. Test knobs in ctx.state: `clockOffsetMs` moves this host's clock forward, so a test
 * can let a link expire without waiting; `flipByteAt` alters one stored byte on the way out;
 * `dropLastBytes` serves the file that much shorter (a cut-off copy).
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
    const served = Math.max(0, file.bytes - Number(ctx.state.dropLastBytes ?? 0));
    ctx.res.writeHead(200, {
      'Access-Control-Allow-Origin': ctx.req.headers.origin ?? '*',
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(served),
    });
    const flipAt = typeof ctx.state.flipByteAt === 'number' ? ctx.state.flipByteAt : undefined;
    let offset = 0;
    const alter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        if (flipAt !== undefined && flipAt >= offset && flipAt < offset + chunk.length) chunk[flipAt - offset]! ^= 0x01;
        offset += chunk.length;
        done(null, chunk);
      },
    });
    if (served === 0) return void ctx.res.end();
    createReadStream(file.path, { start: 0, end: served - 1 })
      .pipe(alter)
      .pipe(ctx.res);
  },
};
