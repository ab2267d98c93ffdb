// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseProxyTarget } from './proxy-path.ts';

describe('parseProxyTarget', () => {
  it('splits the id, the decoded path and the raw query', () => {
    expect(parseProxyTarget('/proxy/swap/swap/chains?a=1&b=%2F')).toEqual({
      ok: true,
      id: 'swap',
      path: '/swap/chains',
      encodedPath: '/swap/chains',
      query: 'a=1&b=%2F',
    });
    expect(parseProxyTarget('/proxy/coffee/random.json')).toMatchObject({ ok: true, id: 'coffee', path: '/random.json' });
    expect(parseProxyTarget('/proxy/swap')).toMatchObject({ ok: true, id: 'swap', path: '' });
  });

  it('decodes percent-encoding once and re-encodes what a segment cannot carry', () => {
    expect(parseProxyTarget('/proxy/x/a%20b/c%3Fd')).toMatchObject({ ok: true, path: '/a b/c?d', encodedPath: '/a%20b/c%3Fd' });
    expect(parseProxyTarget('/proxy/x/%252e%252e')).toMatchObject({ ok: true, path: '/%2e%2e', encodedPath: '/%252e%252e' });
  });

  it.each([
    '/proxy/swap/../x',
    '/proxy/swap/./x',
    '/proxy/swap/%2e%2e/x',
    '/proxy/swap/%2E/x',
    '/proxy/swap/.%2e/x',
    '/proxy/swap//x',
    '/proxy/swap/x/',
    '/proxy//swap/x',
    '/proxy/swap/a%2fb',
    '/proxy/swap/a%2Fb',
    '/proxy/swap/a%5cb',
    '/proxy/swap/a\\b',
    '/proxy/swap/a%00b',
    '/proxy/swap/a%0Ab',
    '/proxy/',
    '/other/swap/x',
  ])('rejects %s without rewriting it', (target) => {
    expect(parseProxyTarget(target)).toMatchObject({ ok: false, status: 404 });
  });

  it('answers 400 for malformed percent-encoding', () => {
    expect(parseProxyTarget('/proxy/swap/%zz')).toMatchObject({ ok: false, status: 400 });
  });
});
