import { promisifyRequest, type UseStore } from 'idb-keyval';
import { tabScope } from '../lib/tab-scope.ts';
import { moveLegacyDatabases } from './legacy-databases.ts';
import { commitNow, hideCount, tracked, whenShownAgain } from './page-hide.ts';
import { DATABASE, STORES, type StoreName } from './stores.ts';

/** The page's connection while it is open or opening; a new page load starts without one. */
interface Connection {
  opening?: Promise<IDBDatabase>;
}

const connection = tabScope.define<Connection>(
  () => ({}),
  (held) => {
    void held.opening?.then(
      (db) => db.close(),
      () => undefined,
    );
    held.opening = undefined;
  },
);

export const indexedDbAvailable = () => typeof indexedDB !== 'undefined';

const missingStores = (db: IDBDatabase) => Object.values(STORES).filter((name) => !db.objectStoreNames.contains(name));

function request(version?: number): Promise<IDBDatabase> {
  const pending = version === undefined ? indexedDB.open(DATABASE) : indexedDB.open(DATABASE, version);
  pending.onupgradeneeded = () => {
    missingStores(pending.result).forEach((name) => pending.result.createObjectStore(name));
    // Committed at once: an upgrade left waiting on a page hidden into the back/forward cache would
    // hold back every later open of the database (see page-hide.ts).
    pending.transaction!.commit();
  };
  return promisifyRequest(pending);
}

async function open(held: Connection): Promise<IDBDatabase> {
  let db = await request();
  // A store added since the database was made (or a database made empty elsewhere): the next version creates it.
  if (missingStores(db).length > 0) {
    const next = db.version + 1;
    db.close();
    db = await request(next);
  }
  // A newer version in another tab asks to upgrade: this connection steps aside and the next use reopens.
  db.onversionchange = () => {
    db.close();
    held.opening = undefined;
  };
  db.onclose = () => (held.opening = undefined);
  // A page in the back/forward cache holds no connection: one there could not answer another
  // page's upgrade. The next use after the page is shown again opens it anew.
  addEventListener(
    'pagehide',
    () => {
      db.close();
      held.opening = undefined;
    },
    { once: true },
  );
  await moveLegacyDatabases(db);
  return db;
}

/** The database, opened once per page; the earlier databases are moved into it before it is handed out. */
function openDatabase(): Promise<IDBDatabase> {
  const held = connection();
  held.opening ??= open(held).catch((error: unknown) => {
    held.opening = undefined;
    throw error;
  });
  return held.opening;
}

/**
 * One named store, for idb-keyval's functions (get, set, entries…), which make every request of
 * an operation at once: a write is committed as soon as they are made. An operation the hidden
 * page cut short (see page-hide.ts) runs again if the page is shown again.
 */
export const storeOf = (name: StoreName): UseStore =>
  function run<T>(mode: IDBTransactionMode, callback: (store: IDBObjectStore) => T | PromiseLike<T>): Promise<T> {
    const hides = hideCount();
    return openDatabase()
      .then((db) => {
        const transaction = tracked(db.transaction(name, mode));
        const result = callback(transaction.objectStore(name));
        if (mode === 'readwrite') commitNow(transaction);
        return result;
      })
      .catch((error: unknown) => {
        if (hideCount() === hides) throw error;
        return whenShownAgain().then(() => run(mode, callback));
      });
  };
