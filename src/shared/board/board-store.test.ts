import { beforeEach, describe, expect, it } from 'vitest';
import { BOARD_LAYOUT_KEY, readBoardLayout } from './board-layout.ts';
import { MAX_TILE_URL, MAX_TILES, storedBoardSchema, toBoardFile } from './board-schema.ts';
import { createBoardStore } from './board-store.ts';
import { memoryBoardStorage } from '../../testing/memory-board-storage.ts';

beforeEach(() => localStorage.clear());

const urls = (store: ReturnType<typeof createBoardStore>) => store.getState().tiles.map((tile) => tile.url);

describe('board store', () => {
  it('pins once per view, keeps the order, and writes storage and the layout copy', async () => {
    const storage = memoryBoardStorage();
    const store = createBoardStore({ storage, now: () => 42 });
    await store.pin({ url: '/jobs', title: 'Jobs' });
    await store.pin({ url: '/bpi', title: 'Bitcoin', size: 'wide' });
    await store.pin({ url: '/jobs', title: 'Jobs again' });
    expect(urls(store)).toEqual(['/jobs', '/bpi']);
    expect(store.isPinned('/bpi')).toBe(true);
    expect(readBoardLayout()).toEqual({
      tiles: [
        { url: '/jobs', size: 'small' },
        { url: '/bpi', size: 'wide' },
      ],
    });
    const reopened = createBoardStore({ storage });
    await reopened.load();
    expect(reopened.getState().tiles.map(({ url, title, size, pinnedAt }) => ({ url, title, size, pinnedAt }))).toEqual([
      { url: '/jobs', title: 'Jobs', size: 'small', pinnedAt: 42 },
      { url: '/bpi', title: 'Bitcoin', size: 'wide', pinnedAt: 42 },
    ]);
  });

  it('keeps a pin’s details through a reload, and pins the same view once whatever its details', async () => {
    const storage = memoryBoardStorage();
    const store = createBoardStore({ storage });
    await store.pin({ url: '/swap', title: 'Swap', details: { sellSymbol: 'ETH' } });
    await store.pin({ url: '/swap', title: 'Swap', details: { sellSymbol: 'WETH' } });
    const reopened = createBoardStore({ storage });
    await reopened.load();
    expect(reopened.getState().tiles.map(({ url, details }) => ({ url, details }))).toEqual([{ url: '/swap', details: { sellSymbol: 'ETH' } }]);
  });

  it('moves, resizes, renames, removes and restores in place', async () => {
    const store = createBoardStore({ storage: memoryBoardStorage() });
    for (const url of ['/a', '/b', '/c']) await store.pin({ url, title: url });
    const [a, b] = store.getState().tiles;
    await store.moveTo(a!.id, 2);
    expect(urls(store)).toEqual(['/b', '/c', '/a']);
    await store.moveTo(a!.id, -5);
    expect(urls(store)).toEqual(['/a', '/b', '/c']);
    await store.resize(b!.id, 'wide');
    await store.rename(b!.id, '  Second  ');
    await store.rename(b!.id, '   ');
    expect(store.getState().tiles[1]).toMatchObject({ size: 'wide', title: 'Second' });
    await store.remove(b!.id);
    expect(urls(store)).toEqual(['/a', '/c']);
    await store.restore(store.getState().tiles[0]!, 0);
    expect(urls(store)).toEqual(['/a', '/c']);
    await store.restore(b!, 1);
    expect(urls(store)).toEqual(['/a', '/b', '/c']);
    await store.unpin('/c');
    expect(urls(store)).toEqual(['/a', '/b']);
  });

  it('adds imported tiles after the person’s own, skipping views already there and beyond the limit', async () => {
    const store = createBoardStore({ storage: memoryBoardStorage() });
    await store.pin({ url: '/mine', title: 'Mine' });
    const incoming = [
      { url: '/mine', title: 'Theirs', size: 'small' as const },
      ...Array.from({ length: MAX_TILES }, (_, index) => ({ url: `/t${index}`, title: 'T', size: 'small' as const })),
    ];
    expect(await store.add(incoming)).toEqual({ added: MAX_TILES - 1, duplicates: 1, overLimit: 1 });
    expect(store.getState().tiles[0]).toMatchObject({ url: '/mine', title: 'Mine' });
    expect(store.getState().tiles).toHaveLength(MAX_TILES);
  });

  it('sets an unreadable board aside with a notice instead of showing nothing', async () => {
    const unreadable = { version: 1, tiles: [{ url: 5 }] };
    const storage = memoryBoardStorage(unreadable);
    const store = createBoardStore({ storage });
    await store.load();
    expect(store.getState()).toMatchObject({ loaded: true, tiles: [], notice: expect.stringContaining('set aside') });
    expect(storage.setAsideValues).toEqual([unreadable]);
    await store.pin({ url: '/jobs', title: 'Jobs' });
    expect(urls(store)).toEqual(['/jobs']);
  });

  it('keeps pins for the visit when the browser keeps no board', async () => {
    const store = createBoardStore({ storage: undefined });
    await store.pin({ url: '/jobs', title: 'Jobs' });
    expect(store.getState()).toMatchObject({ tiles: [expect.objectContaining({ url: '/jobs' })], notice: expect.stringContaining('does not let') });
  });

  it('says when a change could not be saved, and keeps it for the visit', async () => {
    const storage = { ...memoryBoardStorage(), write: () => Promise.reject(new Error('QuotaExceededError')) };
    const store = createBoardStore({ storage });
    await store.pin({ url: '/jobs', title: 'Jobs' });
    expect(store.getState()).toMatchObject({ tiles: [expect.objectContaining({ url: '/jobs' })], notice: expect.stringContaining('could not be saved') });
  });

  it('reads the layout copy at once, before the board loads', () => {
    localStorage.setItem(BOARD_LAYOUT_KEY, JSON.stringify({ tiles: [{ url: '/jobs', size: 'wide' }, { url: 3 }] }));
    const store = createBoardStore({ storage: memoryBoardStorage() });
    expect(store.isPinned('/jobs')).toBe(true);
    expect(store.getLayout()).toEqual({ tiles: [{ url: '/jobs', size: 'wide' }] });
  });

  it('marks shared and imported tiles received until the person asks them to run, and never exports the mark', async () => {
    const storage = memoryBoardStorage();
    const store = createBoardStore({ storage });
    await store.pin({ url: '/countries/console', title: 'Mine' });
    await store.add([{ url: '/countries/console?query=%7B+continents+%7B+name+%7D+%7D', title: 'Theirs', size: 'small' }]);
    const [mine, theirs] = store.getState().tiles;
    expect(mine?.received).toBeUndefined();
    expect(theirs?.received).toBe(true);
    expect(toBoardFile(store.getState().tiles).tiles[1]).toEqual({ url: theirs!.url, title: 'Theirs', size: 'small' });

    const reopened = createBoardStore({ storage });
    await reopened.load();
    expect(reopened.getState().tiles.map((tile) => tile.received)).toEqual([undefined, true]);
    await reopened.confirm(theirs!.id);
    expect(reopened.getState().tiles[1]).not.toHaveProperty('received');
    expect(storedBoardSchema.safeParse({ version: 1, tiles: [{ ...theirs, received: false }] }).success).toBe(false);
  });

  it('does not pin a view longer than a stored tile may be', async () => {
    const store = createBoardStore({ storage: memoryBoardStorage() });
    await store.pin({ url: `/countries/console?query=${'x'.repeat(MAX_TILE_URL)}`, title: 'Long' });
    expect(store.getState().tiles).toEqual([]);
  });
});
