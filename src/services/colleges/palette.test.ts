import { beforeEach, describe, expect, it } from 'vitest';
import { palette } from './palette.ts';
import { resetStores } from '../../testing/reset-stores.ts';

/** Where this browser keeps the comparison tray: a saved tray is read back under this key, so it never changes. */
const TRAY_STORAGE_KEY = 'dashboard.colleges.compare.v1';

describe('the colleges palette', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('offers the comparison once the tray holds two schools, then each school', async () => {
    localStorage.setItem(TRAY_STORAGE_KEY, JSON.stringify([{ id: 110635, name: 'UC Berkeley' }]));
    expect((await palette()).map((entry) => entry.to)).toEqual(['/colleges/110635']);
    localStorage.setItem(
      TRAY_STORAGE_KEY,
      JSON.stringify([
        { id: 110635, name: 'UC Berkeley' },
        { id: 166683, name: 'MIT' },
      ]),
    );
    resetStores();
    expect((await palette()).map((entry) => entry.to)).toEqual(['/colleges/compare?ids=110635,166683', '/colleges/110635', '/colleges/166683']);
  });
});
