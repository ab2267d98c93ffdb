import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { get, promisifyRequest, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '../../testing/reset-stores.ts';
import { storeOf } from './database.ts';
import { DATABASE, STORES } from './stores.ts';

beforeEach(() => {
  resetStores();
  globalThis.indexedDB = new IDBFactory();
});

const hide = () => dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
const showFromCache = () => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));

/** What another page reads, over a connection of its own. */
async function readElsewhere(key: string) {
  const db = await promisifyRequest(indexedDB.open(DATABASE));
  try {
    return await promisifyRequest(db.transaction(STORES.board, 'readonly').objectStore(STORES.board).get(key));
  } finally {
    db.close();
  }
}

/** Whether the promise settles within `ms`: a write cut short by the page's hiding waits for the page to be shown again. */
const settled = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), ms))]);

describe('a page hidden while its storage is busy', () => {
  it('aborts the unfinished operation, leaves the store free for the next page, and runs the operation again when shown from the cache', async () => {
    const board = storeOf(STORES.board);
    await set('seen', 1, board);
    let runs = 0;
    const write = board('readwrite', (store) => {
      runs += 1;
      const request = store.put(runs, 'written');
      // The page is hidden after the request is made and before the transaction ends.
      if (runs === 1) hide();
      return promisifyRequest(request);
    });

    // The next page reads the store at once: nothing of the cut-short write, and no wait.
    expect(await readElsewhere('written')).toBeUndefined();
    expect(await readElsewhere('seen')).toBe(1);
    expect(await settled(write, 50)).toBe('pending');

    showFromCache();
    await write;
    expect(runs).toBe(2);
    expect(await get('written', storeOf(STORES.board))).toBe(2);
  });

  it('finishes a write whose requests were all made, without the page', async () => {
    const written = storeOf(STORES.board)('readwrite', (store) => {
      store.put('tile', 'pinned');
      // Hidden once the write's requests are made, before the database has answered them.
      queueMicrotask(hide);
      return promisifyRequest(store.transaction);
    });
    expect(await settled(written, 5000)).toBe('settled');
    expect(await readElsewhere('pinned')).toBe('tile');
  });

  it('closes its connection (a cached page could not answer another page’s upgrade) and opens anew when used again', async () => {
    const board = storeOf(STORES.board);
    await set('kept', 'yes', board);
    const close = vi.spyOn(IDBDatabase.prototype, 'close');
    hide();
    expect(close).toHaveBeenCalledTimes(1);

    showFromCache();
    expect(await get('kept', board)).toBe('yes');
  });
});
