import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { entries, get, promisifyRequest } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCachePersister, persistOptions } from '../../app/persisted-cache.ts';
import { indexedDbMarksBackend } from '../../services/jobs/lib/marks-backend.ts';
import type { JobMark } from '../../services/jobs/lib/job-marks.ts';
import { PERSISTED } from '../lib/persisted-query.ts';
import { indexedDbBoardStorage } from '../board/board-storage.ts';
import { storeOf } from './database.ts';
import { moveLegacyDatabases } from './legacy-databases.ts';
import { DATABASE, STORES } from './stores.ts';
import { resetStores } from '../../testing/reset-stores.ts';

// Records as the releases before the one database wrote them: one database per owner, each with
// the single store idb-keyval's createStore made, the same keys and values. Each connection is
// closed afterwards, as the earlier release's page is gone when the new one starts.
const board = {
  version: 1,
  tiles: [
    { id: 't-1', url: '/countries?region=Oceania', title: 'Oceania', size: 'wide', pinnedAt: 1_700_000_000_000 },
    { id: 't-2', url: '/bpi', title: 'Bitcoin price', size: 'small', pinnedAt: 1_700_000_100_000, received: true },
  ],
};
const mark = (slug: string, extra: Partial<JobMark> = {}): JobMark => ({
  slug,
  job: { title: `Title ${slug}`, company: 'Firma', location: 'Graz', tags: ['rust'], remote: false },
  note: '',
  hidden: false,
  ...extra,
});
const saved = mark('rust-dev-graz', { savedAt: 1_700_000_200_000, note: 'ask about visa' });
const hidden = mark('php-lead-linz', { hidden: true });

async function writeOld(database: string, storeName: string, records: [IDBValidKey, unknown][]) {
  const request = indexedDB.open(database);
  request.onupgradeneeded = () => request.result.createObjectStore(storeName);
  const db = await promisifyRequest(request);
  const transaction = db.transaction(storeName, 'readwrite');
  for (const [key, value] of records) transaction.objectStore(storeName).put(value, key);
  await promisifyRequest(transaction);
  db.close();
}

/** The persisted query cache's text, as the TanStack persister writes it. */
async function persistedCacheText() {
  const kept = new Map<string, string>();
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: ['countries', 'list'], queryFn: () => ['AT', 'NZ'], ...PERSISTED });
  const persister = createCachePersister({
    getItem: (key) => Promise.resolve(kept.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(void kept.set(key, value)),
    removeItem: () => Promise.resolve(),
  })!;
  await persistQueryClientSave({ queryClient: client, ...persistOptions(persister) });
  return kept.get('queries')!;
}

async function writeOldProfile() {
  await writeOld('dashboard-board', 'keyval', [
    ['board', board],
    ['unreadable-2025-01-02T03:04:05.000Z', { version: 9 }],
  ]);
  await writeOld('dashboard-jobs', 'marks', [
    [saved.slug, saved],
    [hidden.slug, hidden],
  ]);
  await writeOld('dashboard-jobs-unreadable', 'marks', [['1700000300000:broken', { slug: 7 }]]);
  await writeOld('dashboard-cache', 'keyval', [['queries', await persistedCacheText()]]);
}

/** Opens the one database as any store's first use does, and hands back its connection. */
const openDatabase = () => storeOf(STORES.meta)('readonly', (store) => store.transaction.db);
/** Where a moved record goes when the new store already holds its key: beside it, under this key. */
const supersededKey = (key: string) => `legacy:${key}`;

const databaseNames = async () => (await indexedDB.databases()).map((database) => database.name).sort();
/** The deletions finish behind the open. */
const expectDatabases = (names: string[]) => vi.waitFor(async () => expect(await databaseNames()).toEqual(names));

beforeEach(() => {
  resetStores();
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => resetStores());

describe('the one database', () => {
  it('moves every earlier database in on first open, then deletes them', async () => {
    await writeOldProfile();
    expect(await databaseNames()).toEqual(['dashboard-board', 'dashboard-cache', 'dashboard-jobs', 'dashboard-jobs-unreadable']);

    await openDatabase();

    await expectDatabases([DATABASE]);
    expect(await indexedDbBoardStorage()!.read()).toEqual(board);
    expect(await get('unreadable-2025-01-02T03:04:05.000Z', storeOf(STORES.board))).toEqual({ version: 9 });
    expect(new Map(await indexedDbMarksBackend()!.readAll())).toEqual(
      new Map([
        [saved.slug, saved],
        [hidden.slug, hidden],
      ]),
    );
    expect(await entries(storeOf(STORES.marksSetAside))).toEqual([['1700000300000:broken', { slug: 7 }]]);
    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...persistOptions(createCachePersister()!) });
    expect(restored.getQueryData(['countries', 'list'])).toEqual(['AT', 'NZ']);
  });

  it('creates no earlier database where there was none', async () => {
    await openDatabase();
    expect(await databaseNames()).toEqual([DATABASE]);
    expect(await indexedDbBoardStorage()!.read()).toBeUndefined();
  });

  it('opens no earlier database the browser does not list, and notes each as gone', async () => {
    const open = vi.spyOn(indexedDB, 'open');
    await openDatabase();
    expect(open.mock.calls.map(([name]) => name)).toEqual([DATABASE]);
    open.mockClear();
    // The next start finds every earlier database noted as gone and asks the browser nothing.
    const listed = vi.spyOn(indexedDB, 'databases');
    resetStores();
    await openDatabase();
    expect(open.mock.calls.map(([name]) => name)).toEqual([DATABASE]);
    expect(listed).not.toHaveBeenCalled();
  });

  it('still moves the earlier databases where the browser cannot list its databases', async () => {
    await writeOldProfile();
    const listed = vi.spyOn(indexedDB, 'databases').mockRejectedValue(new TypeError('indexedDB.databases is not a function'));
    await openDatabase();
    listed.mockRestore();
    await expectDatabases([DATABASE]);
    expect(await indexedDbBoardStorage()!.read()).toEqual(board);
  });

  it('adds the stores a database made without them lacks', async () => {
    (await promisifyRequest(indexedDB.open(DATABASE))).close();
    await indexedDbBoardStorage()!.write({ version: 1, tiles: [] });
    expect(await indexedDbBoardStorage()!.read()).toEqual({ version: 1, tiles: [] });
    expect((await openDatabase()).version).toBe(2);
  });

  it('loses nothing when the copy fails midway, and moves everything on the next start', async () => {
    await writeOldProfile();
    const put = IDBObjectStore.prototype.put;
    let puts = 0;
    const failing = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      puts += 1;
      if (this.name === STORES.marks && puts > 1) throw new DOMException('disk full', 'QuotaExceededError');
      return put.apply(this, args);
    });
    await openDatabase();
    failing.mockRestore();

    // The marks' copy was rolled back whole and their database kept; the others moved.
    expect(await entries(storeOf(STORES.marks))).toEqual([]);
    await expectDatabases([DATABASE, 'dashboard-jobs']);
    expect(await indexedDbBoardStorage()!.read()).toEqual(board);

    resetStores();
    await openDatabase();
    expect((await indexedDbMarksBackend()!.readAll()).map(([slug]) => slug).sort()).toEqual([hidden.slug, saved.slug]);
    await expectDatabases([DATABASE]);
  });

  it('copies once: a start after the copy but before the delete only deletes, and keeps what changed since', async () => {
    await writeOldProfile();
    const deleteDatabase = vi.spyOn(indexedDB, 'deleteDatabase').mockImplementation(() => {
      throw new DOMException('the page closed', 'AbortError');
    });
    await openDatabase();
    deleteDatabase.mockRestore();
    expect(await databaseNames()).toHaveLength(5);

    // The person unpins a tile in the new version before the next start.
    await indexedDbBoardStorage()!.write({ version: 1, tiles: [board.tiles[1]!] } as never);

    resetStores();
    await openDatabase();
    await expectDatabases([DATABASE]);
    expect(await indexedDbBoardStorage()!.read()).toEqual({ version: 1, tiles: [board.tiles[1]] });
    expect(await get(supersededKey('board'), storeOf(STORES.board))).toBeUndefined();
  });

  it('does not wait for a database a tab of the earlier release holds open, and deletes it once that tab closes', async () => {
    await writeOldProfile();
    const oldTab = await promisifyRequest(indexedDB.open('dashboard-board'));

    await openDatabase();
    expect(await indexedDbBoardStorage()!.read()).toEqual(board);
    await expectDatabases([DATABASE, 'dashboard-board']);

    oldTab.close();
    await expectDatabases([DATABASE]);
    // Noted as deleted: a later start does nothing.
    expect(await get('legacy-database:dashboard-board', storeOf(STORES.meta))).toBe('deleted');
  });

  it('copies once when two tabs start together, and keeps a record whose key the new store already holds beside it', async () => {
    await writeOldProfile();
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => Object.values(STORES).forEach((name) => request.result.createObjectStore(name));
    const first = await promisifyRequest(request);
    const second = await promisifyRequest(indexedDB.open(DATABASE));
    await promisifyRequest(
      first
        .transaction(STORES.marks, 'readwrite')
        .objectStore(STORES.marks)
        .put(mark(saved.slug, { note: 'newer' }), saved.slug),
    );

    await Promise.all([moveLegacyDatabases(first), moveLegacyDatabases(second)]);

    const marks = new Map(await entries(storeOf(STORES.marks)));
    expect([...marks.keys()].sort()).toEqual([supersededKey(saved.slug), hidden.slug, saved.slug]);
    expect(marks.get(saved.slug)).toMatchObject({ note: 'newer' });
    expect(marks.get(supersededKey(saved.slug))).toEqual(saved);
    first.close();
    second.close();
  });
});
