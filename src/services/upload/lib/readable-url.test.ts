import { describe, expect, it } from 'vitest';
import { readableUrl } from './readable-url.ts';

describe('readableUrl', () => {
  it('shows a Greek or Arabic file name decoded, reserved characters still encoded', () => {
    const greek = `https://tmpfiles.org/123/${encodeURIComponent('Καλημέρα κόσμε.pdf')}`;
    expect(readableUrl(greek)).toBe('https://tmpfiles.org/123/Καλημέρα κόσμε.pdf');
    const arabic = `http://127.0.0.1/upload/open#p=1/${encodeURIComponent('تقرير/سنوي.txt')}`;
    expect(readableUrl(arabic)).toBe('http://127.0.0.1/upload/open#p=1/تقرير%2Fسنوي.txt');
  });

  it('keeps the encoded form when decoding would show a direction override, a control character or bad encoding', () => {
    const spoof = `https://tmpfiles.org/9/${encodeURIComponent('invoice\u202Efdp.exe')}`;
    expect(readableUrl(spoof)).toBe(spoof);
    expect(readableUrl('https://tmpfiles.org/9/a%0Ab')).toBe('https://tmpfiles.org/9/a%0Ab');
    expect(readableUrl('https://tmpfiles.org/9/a%E2%80%8Bb')).toBe('https://tmpfiles.org/9/a%E2%80%8Bb');
    expect(readableUrl('https://tmpfiles.org/9/%E6%97')).toBe('https://tmpfiles.org/9/%E6%97');
  });
});
