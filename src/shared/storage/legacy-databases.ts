import { promisifyRequest } from 'idb-keyval';
import { commitNow, tracked } from './page-hide.ts';
import { STORES, type StoreName } from './stores.ts';

/** A database earlier releases kept, and the store of the one database its records move into. */
interface LegacyDatabase {
  name: string;
  store: string;
  into: StoreName;
}

/** Every database earlier releases opened; their records keep their keys in the new stores. */
const LEGACY_DATABASES: readonly LegacyDatabase[] = [
  { name: 'dashboard-board', store: 'keyval', into: STORES.board },
  { name: 'dashboard-jobs', store: 'marks', into: STORES.marks },
  { name: 'dashboard-jobs-unreadable', store: 'marks', into: STORES.marksSetAside },
  { name: 'dashboard-cache', store: 'keyval', into: STORES.queryCache },
];

/** A record whose key the new store already holds is kept under this key beside it. */
const supersededKey = (key: IDBValidKey) => `legacy:${String(key)}`;

type Progress = 'moved' | 'deleted';
const progressKey = (legacy: LegacyDatabase) => `legacy-database:${legacy.name}`;

/** Opens a database only if it exists (opening one that does not would create it). */
function openIfExists(name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    let created = false;
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      if (created) resolve(undefined);
      else reject(request.error ?? new Error(`${name} could not be opened`));
    };
  });
}

/**
 * The names of the origin's databases, where the browser lists them: one call, where opening each
 * legacy name to learn it is absent would create that database and abort its creation.
 */
async function databaseNames(): Promise<ReadonlySet<string> | undefined> {
  try {
    return new Set((await indexedDB.databases()).flatMap(({ name }) => (name === undefined ? [] : [name])));
  } catch {
    return undefined;
  }
}

async function readAll(legacy: LegacyDatabase, names: ReadonlySet<string> | undefined): Promise<[IDBValidKey, unknown][] | undefined> {
  if (names && !names.has(legacy.name)) return undefined;
  const db = await openIfExists(legacy.name);
  if (!db) return undefined;
  try {
    if (!db.objectStoreNames.contains(legacy.store)) return [];
    const store = tracked(db.transaction(legacy.store, 'readonly')).objectStore(legacy.store);
    const [keys, values] = await Promise.all([promisifyRequest(store.getAllKeys()), promisifyRequest(store.getAll())]);
    return keys.map((key, index) => [key, values[index]]);
  } finally {
    db.close();
  }
}

/**
 * Copies the records into their new store and notes the move, in one transaction: an interrupted
 * copy leaves nothing half-moved, and a second tab doing the same at once finds the note and
 * copies nothing. A key the new store already holds keeps its record; the old one goes beside it.
 */
function copyIn(db: IDBDatabase, legacy: LegacyDatabase, records: readonly [IDBValidKey, unknown][]): Promise<void> {
  const transaction = tracked(db.transaction([legacy.into, STORES.meta], 'readwrite'));
  const target = transaction.objectStore(legacy.into);
  const meta = transaction.objectStore(STORES.meta);
  const noted = meta.get(progressKey(legacy));
  noted.onsuccess = () => {
    if (noted.result !== undefined) return;
    const existing = target.getAllKeys();
    existing.onsuccess = () => {
      const taken = new Set(existing.result.map(String));
      for (const [key, value] of records) {
        const free = !taken.has(String(key));
        if (free || !taken.has(supersededKey(key))) target.put(value, free ? key : supersededKey(key));
      }
      meta.put('moved' satisfies Progress, progressKey(legacy));
    };
  };
  return promisifyRequest(transaction);
}

/**
 * Deletes a database. While a tab of an earlier release still holds it open the deletion waits
 * for that tab to close, so nothing waits for it.
 */
const deleteDatabase = (name: string) => promisifyRequest(indexedDB.deleteDatabase(name));

/** A database another tab is deleting answers only once that tab's deletion is done: the move waits this long, then tries again on the next start. */
const MOVE_TIMEOUT_MS = 3000;

const setProgress = (db: IDBDatabase, legacy: LegacyDatabase, progress: Progress) => {
  const transaction = tracked(db.transaction(STORES.meta, 'readwrite'));
  transaction.objectStore(STORES.meta).put(progress, progressKey(legacy));
  commitNow(transaction);
  return promisifyRequest(transaction);
};

async function moveOne(db: IDBDatabase, legacy: LegacyDatabase, progress: Progress | undefined, names: Promise<ReadonlySet<string> | undefined>) {
  if (progress === 'deleted') return;
  if (progress !== 'moved') {
    const records = await readAll(legacy, await names);
    if (records === undefined) return setProgress(db, legacy, 'deleted');
    await copyIn(db, legacy, records);
  }
  // Deleted only once its records are safely in the new database; not awaited (see deleteDatabase).
  void deleteDatabase(legacy.name)
    .then(() => setProgress(db, legacy, 'deleted'))
    .catch(() => undefined);
}

const nothingAfter = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Moves every earlier database into `db`, then deletes it. Runs on each open and does nothing once
 * all are deleted; a database that fails to move stays as it is, for the next start. Resolves
 * once the records are in (the deletions finish behind it).
 */
export async function moveLegacyDatabases(db: IDBDatabase) {
  const meta = tracked(db.transaction(STORES.meta, 'readonly')).objectStore(STORES.meta);
  const progress = await Promise.all(LEGACY_DATABASES.map((legacy) => promisifyRequest(meta.get(progressKey(legacy)) as IDBRequest<Progress | undefined>)));
  if (progress.every((step) => step === 'deleted')) return;
  const names = databaseNames();
  await Promise.all(
    LEGACY_DATABASES.map((legacy, index) => Promise.race([moveOne(db, legacy, progress[index], names).catch(() => undefined), nothingAfter(MOVE_TIMEOUT_MS)])),
  );
}
