import { describe, expect, it } from 'vitest';
import { downloadUrlFor, fallbackImageUrl, fileNameOf, hostOf, withRetryParam } from './image-urls.ts';

const proxied = { id: 'coffee' as const, base: 'http://app.test/proxy/coffee', viaProxy: true, upstream: 'https://coffee.alexflipnote.dev' };
const direct = { id: 'coffee' as const, base: 'https://coffee.example', viaProxy: false, upstream: 'https://coffee.example' };

describe('image urls', () => {
  it('image mode uses the real upstream for <img>, never the proxy, with a cache-buster', () => {
    expect(fallbackImageUrl(proxied, 'ab-3')).toBe('https://coffee.alexflipnote.dev/random?t=ab-3');
    expect(fallbackImageUrl(direct, 'a b')).toBe('https://coffee.example/random?t=a%20b');
  });

  it('downloads through the same-origin proxy when the file is on the proxied upstream', () => {
    expect(downloadUrlFor(proxied, 'https://coffee.alexflipnote.dev/QDTtF7ewaak_coffee.jpg')).toEqual({
      href: 'http://app.test/proxy/coffee/QDTtF7ewaak_coffee.jpg',
      sameOrigin: true,
      path: '/QDTtF7ewaak_coffee.jpg',
    });
    expect(downloadUrlFor(proxied, 'https://elsewhere.test/a.jpg')).toEqual({ href: 'https://elsewhere.test/a.jpg', sameOrigin: false });
    expect(downloadUrlFor(proxied, 'https://coffee.alexflipnote.dev.evil.test/a.jpg').sameOrigin).toBe(false);
    expect(downloadUrlFor(direct, 'https://coffee.example/a.jpg')).toEqual({ href: 'https://coffee.example/a.jpg', sameOrigin: false });
  });

  it('names, hosts and retries', () => {
    expect(fileNameOf('https://coffee.alexflipnote.dev/QDTtF7ewaak_coffee.jpg')).toBe('QDTtF7ewaak_coffee.jpg');
    expect(fileNameOf('https://coffee.alexflipnote.dev/')).toBe('coffee');
    expect(hostOf('http://127.0.0.1:4327/coffee/a.png')).toBe('127.0.0.1:4327');
    expect(withRetryParam('https://x.test/a.jpg', 0)).toBe('https://x.test/a.jpg');
    expect(withRetryParam('https://x.test/random?t=1', 2)).toBe('https://x.test/random?t=1&retry=2');
  });
});
