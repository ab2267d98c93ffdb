/**
 * The app's one IndexedDB database. Each owner has a named store and reads its records raw,
 * validating them itself (a record that does not read is set aside with a notice, never thrown).
 */
export const DATABASE = 'dashboard';

export const STORES = {
  /** The board under `board`, and boards that could not be read under `unreadable-<time>`. */
  board: 'board',
  /** Saved, applied and hidden jobs: one record per job, keyed by its slug. */
  marks: 'marks',
  /** Job marks that could not be read, kept so nothing is overwritten. */
  marksSetAside: 'marks-set-aside',
  /** TanStack Query's persisted answers under `queries` (the only store "Clear cached data" empties). */
  queryCache: 'query-cache',
  /** Which earlier databases have been moved in and deleted. */
  meta: 'meta',
} as const;
export type StoreName = (typeof STORES)[keyof typeof STORES];
