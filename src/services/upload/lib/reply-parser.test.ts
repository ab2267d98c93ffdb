import { describe, expect, it } from 'vitest';
import { shareReplyError, shareReplySchema } from './reply-parser.ts';

const now = Date.UTC(2026, 0, 1, 12);
/** tmpfiles keeps a file 60 minutes when no `expire` is sent. */
const TMPFILES_RETENTION_MS = 60 * 60 * 1000;

/** The share link the upload reads from a reply, or undefined where the schema refuses it. */
function parseShareReply(body: unknown, at: number) {
  const result = shareReplySchema(at).safeParse(body);
  return result.success ? result.data : undefined;
}

describe('shareReplySchema reads the link', () => {
  it('reads tmpfiles, upgrades its http link and adds the /dl/ direct link', () => {
    expect(parseShareReply({ status: 'success', data: { url: 'http://tmpfiles.org/12345678/photo.jpg' } }, now)).toEqual({
      host: 'tmpfiles',
      shareUrl: 'https://tmpfiles.org/12345678/photo.jpg',
      directUrl: 'https://tmpfiles.org/dl/12345678/photo.jpg',
      expiresAt: now + TMPFILES_RETENTION_MS,
    });
  });

  it('keeps http for a non-tmpfiles host (a local test server) and does not double /dl/', () => {
    const link = parseShareReply({ status: 'success', data: { url: 'http://127.0.0.1:4324/upload-files/a1/x.txt' } }, now);
    expect(link?.shareUrl).toBe('http://127.0.0.1:4324/upload-files/a1/x.txt');
    expect(link?.directUrl).toBe('http://127.0.0.1:4324/dl/upload-files/a1/x.txt');
    expect(parseShareReply({ status: 'success', data: { url: 'https://tmpfiles.org/dl/1/a' } }, now)?.directUrl).toBe('https://tmpfiles.org/dl/1/a');
  });

  it('reads the current file.io shape with an ISO expiry', () => {
    const body = {
      success: true,
      status: 200,
      key: 'OpFcoD21ewSG',
      link: 'https://file.io/OpFcoD21ewSG',
      expires: '2026-01-15T09:05:27.433Z',
      maxDownloads: 1,
    };
    expect(parseShareReply(body, now)).toEqual({
      host: 'file.io',
      shareUrl: 'https://file.io/OpFcoD21ewSG',
      expiresAt: Date.parse('2026-01-15T09:05:27.433Z'),
    });
  });

  it('keeps the legacy file.io expiry words when there is no date', () => {
    expect(parseShareReply({ success: true, key: '2ojE41', link: 'https://file.io/2ojE41', expiry: '14 days' }, now)).toEqual({
      host: 'file.io',
      shareUrl: 'https://file.io/2ojE41',
      expiryNote: '14 days',
    });
  });

  it('reads uguu files[0].url without an expiry', () => {
    const body = { success: true, files: [{ hash: 'abc', name: 'photo.jpg', url: 'https://a.uguu.se/AbCdEf.jpg', size: 12345 }] };
    expect(parseShareReply(body, now)).toEqual({ host: 'uguu', shareUrl: 'https://a.uguu.se/AbCdEf.jpg' });
  });

  it.each([
    ['null', null],
    ['an array', [{ url: 'https://x.test' }]],
    ['a string', 'https://tmpfiles.org/1/a'],
    ['an unknown object', { ok: true, where: 'somewhere' }],
    ['an empty uguu list', { success: true, files: [] }],
    ['a number as the url', { status: 'success', data: { url: 42 } }],
    ['a javascript: link', { status: 'success', data: { url: 'javascript:alert(1)' } }],
    ['a data: link', { success: true, link: 'data:text/html,<script>alert(1)</script>' }],
    ['a relative link', { success: true, files: [{ url: '/AbCdEf.jpg' }] }],
  ])('rejects %s', (_label, body) => {
    expect(parseShareReply(body, now)).toBeUndefined();
  });
});

describe('shareReplySchema explains a refusal', () => {
  it('explains a reply with no link', () => {
    const result = shareReplySchema(now).safeParse({ unexpected: 'shape', items: 42 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/no share link found/);
  });

  it('points at the field holding a non-http link', () => {
    const result = shareReplySchema(now).safeParse({ status: 'success', data: { url: 'javascript:alert(1)' } });
    expect(result.error?.issues[0]).toMatchObject({ path: ['data.url'], message: 'the link is not an http(s) address' });
  });
});

describe('shareReplyError', () => {
  it('treats tmpfiles status other than success as a refusal', () => {
    expect(shareReplyError({ status: 'error', message: 'File too large' })).toEqual({ code: undefined, message: 'File too large' });
  });
  it('reads uguu and file.io refusals', () => {
    expect(shareReplyError({ success: false, errorcode: 415, description: 'Filetype not allowed.' })).toEqual({
      code: '415',
      message: 'Filetype not allowed.',
    });
    expect(shareReplyError({ success: false, status: 400, message: 'No file' })).toEqual({ code: '400', message: 'No file' });
  });
  it('lets successes and unknown shapes through', () => {
    expect(shareReplyError({ status: 'success', data: { url: 'https://tmpfiles.org/1/a' } })).toBeUndefined();
    expect(shareReplyError({ success: true, status: 200, link: 'https://file.io/a' })).toBeUndefined();
    expect(shareReplyError('oops')).toBeUndefined();
  });
});
