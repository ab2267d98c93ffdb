import { describe, expect, it } from 'vitest';
import { buildShareLink, hostFileOf, parseShareFragment } from './share-link.ts';

const key = Uint8Array.from({ length: 16 }, (_, index) => index * 13);

describe('share links', () => {
  it('round-trips a key link and a password link through the fragment', () => {
    const link = buildShareLink('https://app.test', { id: '8468985', fileName: 'abc123.bin', lock: 'key', key });
    expect(link).toMatch(/^https:\/\/app\.test\/upload\/open#v1\/8468985\/abc123\.bin\/k\/[A-Za-z0-9_-]{22}$/);
    expect(parseShareFragment(new URL(link).hash)).toEqual({ ok: true, target: { id: '8468985', fileName: 'abc123.bin', lock: 'key', key } });
    const password = buildShareLink('https://app.test', { id: '1', fileName: 'x.bin', lock: 'password' });
    expect(password).toBe('https://app.test/upload/open#v1/1/x.bin/p');
    expect(parseShareFragment('#v1/1/x.bin/p')).toEqual({ ok: true, target: { id: '1', fileName: 'x.bin', lock: 'password' } });
  });

  it.each([
    ['', /no share/],
    ['#v2/1/x.bin/p', /another version/],
    ['#v1/abc/x.bin/p', /damaged/],
    ['#v1/1/../p', /damaged/],
    ['#v1/1/x.bin/k/short', /incomplete or damaged/],
    ['#v1/1/x.bin/k/!!!!', /incomplete or damaged/],
    ['#v1/1/x.bin', /cut short/],
    ['#v1/1/%E0%A4%A/p', /damaged/],
  ])('refuses %s with a reason', (hash, reason) => {
    const parsed = parseShareFragment(hash);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toMatch(reason);
  });

  it('reads the host id and name from tmpfiles links, with or without /dl/', () => {
    expect(hostFileOf('https://tmpfiles.org/dl/8468985/abc.bin')).toEqual({ id: '8468985', fileName: 'abc.bin' });
    expect(hostFileOf('http://127.0.0.1:4310/dl/upload-files/42/abc.bin')).toEqual({ id: '42', fileName: 'abc.bin' });
    expect(hostFileOf('https://tmpfiles.org/dl/x/abc.bin')).toBeUndefined();
  });
});
