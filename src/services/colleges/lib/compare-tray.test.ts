import { afterEach, describe, expect, it } from 'vitest';
import { addToTray, getTray, removeFromTray } from './compare-tray.ts';

/** Where this browser keeps the comparison tray: a saved tray is read back under this key, so it never changes. */
const TRAY_STORAGE_KEY = 'dashboard.colleges.compare.v1';

afterEach(() => {
  localStorage.clear();
});

describe('compare tray storage', () => {
  it('drops hand-edited entries one by one, duplicates and extras too', () => {
    const stored = [
      { id: 1, name: 'A' },
      { id: 'x', name: 'B' },
      { id: 1, name: 'A again' },
      ...Array.from({ length: 12 }, (_, i) => ({ id: 10 + i, name: `S${i}` })),
    ];
    localStorage.setItem(TRAY_STORAGE_KEY, JSON.stringify(stored));
    const tray = getTray();
    expect(tray).toHaveLength(10);
    expect(tray[0]).toEqual({ id: 1, name: 'A' });
    expect(tray.filter((entry) => entry.id === 1)).toHaveLength(1);
  });

  it('reads broken JSON as an empty tray', () => {
    localStorage.setItem(TRAY_STORAGE_KEY, '{nope');
    expect(getTray()).toEqual([]);
  });

  it('refuses an eleventh school and restores removals in their places', () => {
    for (let id = 1; id <= 10; id += 1) expect(addToTray({ id, name: `S${id}` })).toBe(true);
    expect(addToTray({ id: 11, name: 'S11' })).toBe(false);
    const undo = removeFromTray([3, 4]);
    expect(getTray().map((entry) => entry.id)).toEqual([1, 2, 5, 6, 7, 8, 9, 10]);
    undo();
    expect(getTray().map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(JSON.parse(localStorage.getItem(TRAY_STORAGE_KEY) ?? '[]')).toHaveLength(10);
  });
});
