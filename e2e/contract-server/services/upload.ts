import { randomBytes } from 'node:crypto';
import { closeSync, openSync, writeSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { UpstreamContext, UpstreamModule } from '../types.ts';
import { newStoredFilePath, storeFile } from './stored-files.ts';

/**
 * tmpfiles.org's `POST /api/v1/upload`. The multipart body is read as a stream and only counted,
 * so a 100 MB upload never sits in this process's memory. Test knobs in ctx.state:
 * - replyShape: 'tmpfiles' (default) | 'fileio' | 'uguu' | 'unknown' | 'javascript'
 * - bytesPerSecond: throttle reading, so the browser sees many progress events
 * Read back `lastUpload` ({ name, bytes, peakBufferedBytes, fields }) through POST /__control/state.
 * The file's bytes are written to a temporary file, served by `upload-files` at /dl/<id>/<name>
 * until `expire` seconds (60–86,400, default 3600, as tmpfiles documents) have passed.
 */

interface FilePart {
  name: string;
  filename: string;
  bytes: number;
  /** The first bytes of a plain field (its value); a file part's bytes go to `fd`. */
  value: Buffer;
  fd?: number;
  path?: string;
}

const MAX_FIELD_BYTES = 256;

function consume(part: FilePart, data: Buffer) {
  part.bytes += data.length;
  if (part.fd !== undefined) writeSync(part.fd, data);
  else if (part.value.length < MAX_FIELD_BYTES) part.value = Buffer.concat([part.value, data.subarray(0, MAX_FIELD_BYTES - part.value.length)]);
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** Scans a multipart stream for its parts, keeping at most one delimiter's worth of bytes between chunks. */
async function scanMultipart(req: IncomingMessage, boundary: string, bytesPerSecond?: number) {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const parts: FilePart[] = [];
  let state: 'preamble' | 'headers' | 'body' | 'done' = 'preamble';
  // The first boundary has no CRLF before it; pretend it had one so one delimiter fits all.
  let pending: Buffer = Buffer.from('\r\n');
  let current: FilePart | undefined;
  let peakBufferedBytes = 0;

  for await (const chunk of req as AsyncIterable<Buffer>) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    peakBufferedBytes = Math.max(peakBufferedBytes, pending.length);
    let progressed = true;
    while (progressed && state !== 'done') {
      progressed = false;
      if (state === 'preamble' || state === 'body') {
        const at = pending.indexOf(delimiter);
        if (at === -1) {
          const keep = delimiter.length - 1;
          if (current && pending.length > keep) consume(current, pending.subarray(0, pending.length - keep));
          if (pending.length > keep) pending = pending.subarray(pending.length - keep);
          break;
        }
        if (current) {
          consume(current, pending.subarray(0, at));
          if (current.fd !== undefined) closeSync(current.fd);
          parts.push(current);
          current = undefined;
        }
        const after = pending.subarray(at + delimiter.length);
        if (after.length < 2) break;
        if (after.subarray(0, 2).toString() === '--') state = 'done';
        else {
          state = 'headers';
          pending = after.subarray(2);
          progressed = true;
        }
      } else if (state === 'headers') {
        const end = pending.indexOf(HEADER_END);
        if (end === -1) break;
        const headers = pending.subarray(0, end).toString('utf8');
        const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
        current = {
          name: /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '',
          filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? '',
          bytes: 0,
          value: Buffer.alloc(0),
        };
        if (current.filename !== '') {
          current.path = newStoredFilePath();
          current.fd = openSync(current.path, 'w');
        }
        pending = pending.subarray(end + HEADER_END.length);
        state = 'body';
        progressed = true;
      }
    }
    if (bytesPerSecond) await new Promise((resolve) => setTimeout(resolve, (chunk.length / bytesPerSecond) * 1000));
  }
  return { parts, peakBufferedBytes };
}

function reply(ctx: UpstreamContext, shape: unknown, url: string, part: FilePart) {
  const id = url.split('/').at(-2) ?? '';
  switch (shape) {
    case 'fileio':
      return ctx.json(200, {
        success: true,
        status: 200,
        id,
        key: id,
        name: part.filename,
        size: part.bytes,
        link: url,
        private: false,
        expires: new Date(Date.now() + 14 * 86_400_000).toISOString(),
        downloads: 0,
        maxDownloads: 1,
        autoDelete: true,
      });
    case 'uguu':
      return ctx.json(200, { success: true, files: [{ hash: id, name: part.filename, url, size: part.bytes }] });
    case 'unknown':
      return ctx.json(200, { ok: true, stored: part.filename, where: 'somewhere' });
    case 'javascript':
      return ctx.json(200, { status: 'success', data: { url: 'javascript:alert(document.domain)' } });
    default:
      return ctx.json(200, { status: 'success', data: { url } });
  }
}

export const upload: UpstreamModule = {
  name: 'upload',
  cors: 'open',
  async handle(ctx) {
    if (ctx.path !== '/upload' || ctx.req.method !== 'POST') return;
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(ctx.req.headers['content-type'] ?? '');
    if (!boundary) {
      ctx.req.resume();
      return ctx.json(400, { status: 'error', message: 'Expected multipart/form-data' });
    }
    const bytesPerSecond = typeof ctx.state.bytesPerSecond === 'number' ? ctx.state.bytesPerSecond : undefined;
    const { parts, peakBufferedBytes } = await scanMultipart(ctx.req, boundary[1] ?? boundary[2] ?? '', bytesPerSecond);
    const part = parts.find((candidate) => candidate.name === 'file' && candidate.filename !== '');
    const fields = Object.fromEntries(
      parts.filter((candidate) => candidate.filename === '').map((candidate) => [candidate.name, candidate.value.toString('utf8')]),
    );
    ctx.state.lastUpload = part ? { name: part.filename, bytes: part.bytes, peakBufferedBytes, fields } : { missing: true, parts: parts.map((p) => p.name) };
    if (!part?.path) return ctx.json(400, { status: 'error', message: 'No file part named "file"' });
    const expire = fields.expire === undefined ? 3600 : Number(fields.expire);
    if (!Number.isInteger(expire) || expire < 60 || expire > 86_400) return ctx.json(400, { status: 'error', message: 'expire must be 60-86400 seconds' });
    const id = randomBytes(4).readUInt32BE(0) % 100_000_000;
    storeFile(id, part.filename, part.path, part.bytes, Date.now() + expire * 1000);
    // tmpfiles has been seen answering with http://, so the test host does too.
    const url = `http://${ctx.req.headers.host ?? '127.0.0.1'}/upload-files/${id}/${encodeURIComponent(part.filename)}`;
    reply(ctx, ctx.state.replyShape, url, part);
  },
};
