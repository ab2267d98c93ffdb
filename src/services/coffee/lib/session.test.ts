import { describe, expect, it } from 'vitest';
import { readCoffeeSession, recordSeen, seenPictures, visibleHistory, type SeenPicture } from './session.ts';
import { resetStores } from '../../../testing/reset-stores.ts';

const picture = (n: number): SeenPicture => ({ url: `https://coffee.test/${n}_coffee.jpg`, mode: 'json' });

describe('coffee session', () => {
  it('keeps the last 10 pictures, newest first, without duplicates or reordering', () => {
    for (let n = 1; n <= 12; n += 1) recordSeen(picture(n), 'abc');
    const newestTen = Array.from({ length: 10 }, (_, i) => picture(12 - i).url);
    expect(seenPictures.get().map((seen) => seen.url)).toEqual(newestTen);
    // Seeing one again keeps the order (no shifting under the user's click).
    const stored = seenPictures.get();
    recordSeen(picture(5), 'abc');
    expect(seenPictures.get()).toBe(stored);
  });

  it('starts a fresh session from junk storage and reads one written with its history inside', () => {
    sessionStorage.setItem('coffee.session.v1', '{not json');
    expect(readCoffeeSession()).toMatchObject({ slot: 0 });
    sessionStorage.setItem('coffee.session.v1', JSON.stringify({ slot: 4, seed: 'abc', history: [picture(1)] }));
    expect(readCoffeeSession()).toEqual({ slot: 4, seed: 'abc' });
  });

  it('keeps pictures across sessions, but an image-mode draw only in the session that drew it', () => {
    const drawn: SeenPicture = { url: 'https://coffee.test/random?cb=abc-3', mode: 'image' };
    recordSeen(picture(1), 'abc');
    recordSeen(drawn, 'abc');
    expect(visibleHistory(seenPictures.get(), 'abc')).toEqual([drawn, picture(1)]);
    resetStores();
    expect(visibleHistory(seenPictures.get(), 'next-visit')).toEqual([picture(1)]);
    // The next session's first picture drops the old draw from storage too.
    recordSeen(picture(2), 'next-visit');
    resetStores();
    expect(seenPictures.get().map((seen) => seen.url)).toEqual([picture(2).url, picture(1).url]);
  });

  it('never shows a stored non-http(s) URL', () => {
    localStorage.setItem('coffee.seen.v1', JSON.stringify([{ url: 'javascript:alert(1)', mode: 'json' }, picture(1)]));
    expect(visibleHistory(seenPictures.get(), 'abc')).toEqual([picture(1)]);
  });
});
