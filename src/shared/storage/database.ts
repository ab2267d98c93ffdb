import { promisifyRequest, type UseStore } from 'idb-keyval';
import { tabScope } from '../lib/tab-scope.ts';
import { moveLegacyDatabases } from './legacy-databases.ts';
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
  pending.onupgradeneeded = () => missingStores(pending.result).forEach((name) => pending.result.createObjectStore(name));
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

/** One named store, for idb-keyval's functions (get, set, entries…). */
export const storeOf =
  (name: StoreName): UseStore =>
  (mode, callback) =>
    openDatabase().then((db) => callback(db.transaction(name, mode).objectStore(name)));
