import { entries, promisifyRequest, set } from 'idb-keyval';
import { indexedDbAvailable, storeOf } from '../../../shared/storage/database.ts';
import { STORES } from '../../../shared/storage/stores.ts';
import type { JobMark } from './job-marks.ts';

/**
 * Where marks are kept: one record per job, keyed by its slug, in their store of the app's IndexedDB
 * database ("Clear cached data" empties another store and never touches this one).
 */
export interface MarksBackend {
  /** Every stored record, unvalidated. */
  readAll(): Promise<[slug: string, value: unknown][]>;
  /** Writes and removes records in one transaction. */
  write(put: readonly JobMark[], remove: readonly string[]): Promise<void>;
  /** Keeps a record that could not be read, so nothing is overwritten or lost. */
  keepAside(key: string, value: unknown): Promise<void>;
}

let opened: MarksBackend | undefined;

/**
 * The IndexedDB backend (one connection per page), or undefined where IndexedDB is missing (the
 * store then keeps marks for this visit).
 */
export function indexedDbMarksBackend(): MarksBackend | undefined {
  if (!indexedDbAvailable()) return undefined;
  return (opened ??= openBackend());
}

function openBackend(): MarksBackend {
  const marks = storeOf(STORES.marks);
  const unreadable = storeOf(STORES.marksSetAside);
  return {
    readAll: async () => (await entries<IDBValidKey, unknown>(marks)).map(([key, value]) => [String(key), value]),
    write: (put, remove) =>
      marks('readwrite', (store) => {
        for (const mark of put) store.put(mark, mark.slug);
        for (const slug of remove) store.delete(slug);
        return promisifyRequest(store.transaction);
      }),
    keepAside: (key, value) => set(key, value, unreadable),
  };
}
