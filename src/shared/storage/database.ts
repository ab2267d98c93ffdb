import { promisifyRequest, type UseStore } from 'idb-keyval';
import { moveLegacyDatabases } from './legacy-databases.ts';
import { DATABASE, STORES, VERSION, type StoreName } from './stores.ts';

let opening: Promise<IDBDatabase> | undefined;

export const indexedDbAvailable = () => typeof indexedDB !== 'undefined';

async function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, VERSION);
  request.onupgradeneeded = () => {
    for (const name of Object.values(STORES)) if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
  };
  const db = await promisifyRequest(request);
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
