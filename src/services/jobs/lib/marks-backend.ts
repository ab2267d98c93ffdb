import { createStore, entries, promisifyRequest, set, type UseStore } from 'idb-keyval';
import type { JobMark } from './job-marks.ts';

/**
 * Where marks are kept: one record per job, keyed by its slug, in an IndexedDB database of their
 * own ("Clear cached data" empties another database and never touches this one).
 */
export interface MarksBackend {
  /** Every stored record, unvalidated. */
  readAll(): Promise<[slug: string, value: unknown][]>;
  /** Writes and removes records in one transaction. */
  write(put: readonly JobMark[], remove: readonly string[]): Promise<void>;
  /** Keeps a record that could not be read, so nothing is overwritten or lost. */
  keepAside(key: string, value: unknown): Promise<void>;
}

export const MARKS_DATABASE = 'dashboard-jobs';
const UNREADABLE_DATABASE = 'dashboard-jobs-unreadable';
const STORE = 'marks';

let opened: MarksBackend | undefined;

/**
 * The IndexedDB backend (one connection per page), or undefined where IndexedDB is missing (the
 * store then keeps marks for this visit).
 */
export function indexedDbMarksBackend(): MarksBackend | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return (opened ??= openBackend());
}

function openBackend(): MarksBackend | undefined {
  let marks: UseStore;
  let unreadable: UseStore;
  try {
    marks = createStore(MARKS_DATABASE, STORE);
    unreadable = createStore(UNREADABLE_DATABASE, STORE);
  } catch {
    return undefined;
  }
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
