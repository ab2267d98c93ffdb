import { describe, expect, it } from 'vitest';
import { readCoffeeSession, rememberSeen, type SeenPicture } from './session.ts';

const picture = (n: number): SeenPicture => ({ url: `https://coffee.test/${n}_coffee.jpg`, mode: 'json' });

describe('coffee session', () => {
  it('keeps the last 10 pictures, newest first, without duplicates or reordering', () => {
    let history: SeenPicture[] = [];
    for (let n = 1; n <= 12; n += 1) history = rememberSeen(history, picture(n));
    expect(history.map((seen) => seen.url)).toEqual(Array.from({ length: 10 }, (_, i) => picture(12 - i).url));
    // Seeing one again keeps the order (no shifting under the user's click).
    expect(rememberSeen(history, picture(5))).toBe(history);
  });

  it('starts fresh from junk storage and drops stored non-http(s) URLs', () => {
    sessionStorage.setItem('coffee.session.v1', '{not json');
    expect(readCoffeeSession()).toMatchObject({ slot: 0, history: [] });
    sessionStorage.setItem('coffee.session.v1', JSON.stringify({ slot: 4, seed: 'abc', history: [{ url: 'javascript:alert(1)', mode: 'json' }, picture(1)] }));
    expect(readCoffeeSession()).toEqual({ slot: 4, seed: 'abc', history: [picture(1)] });
  });
});
