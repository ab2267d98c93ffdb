import { promisifyRequest, type UseStore } from 'idb-keyval';
import { moveLegacyDatabases } from './legacy-databases.ts';
import { DATABASE, STORES, type StoreName } from './stores.ts';

let opening: Promise<IDBDatabase> | undefined;

export const indexedDbAvailable = () => typeof indexedDB !== 'undefined';

const missingStores = (db: IDBDatabase) => Object.values(STORES).filter((name) => !db.objectStoreNames.contains(name));

function request(version?: number): Promise<IDBDatabase> {
  const pending = version === undefined ? indexedDB.open(DATABASE) : indexedDB.open(DATABASE, version);
  pending.onupgradeneeded = () => missingStores(pending.result).forEach((name) => pending.result.createObjectStore(name));
  return promisifyRequest(pending);
}

async function open(): Promise<IDBDatabase> {
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
    opening = undefined;
  };
  db.onclose = () => (opening = undefined);
  await moveLegacyDatabases(db);
  return db;
}

/** The database, opened once per page; the earlier databases are moved into it before it is handed out. */
export function openDatabase(): Promise<IDBDatabase> {
  opening ??= open().catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

/** One named store, for idb-keyval's functions (get, set, entries…). */
export const storeOf =
  (name: StoreName): UseStore =>
  (mode, callback) =>
    openDatabase().then((db) => callback(db.transaction(name, mode).objectStore(name)));

/** Forgets the open connection (tests that delete the database start from nothing). */
export function closeDatabase() {
  void opening?.then(
    (db) => db.close(),
    () => undefined,
  );
  opening = undefined;
}
