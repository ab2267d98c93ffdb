import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query } from '@tanstack/react-query';
import { removeOldestQuery, type AsyncStorage, type Persister } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { version } from '../../package.json';
import { PERSISTED_MAX_AGE_MS } from '../shared/lib/persisted-query.ts';
import { indexedDbAvailable, storeOf } from '../shared/storage/database.ts';
import { STORES } from '../shared/storage/stores.ts';

/**
 * Bumped when the shape of persisted answers changes without a version change; with the app
 * version it forms the buster, so a new release never reads another release's cache.
 */
const CACHE_FORMAT = 2;
const CACHE_BUSTER = `${version}/${CACHE_FORMAT}`;

const STORE_KEY = 'queries';
/** A store that does not answer in time (another tab holding an upgrade, a slow disk) counts as empty for this visit. */
const READ_TIMEOUT_MS = 1500;

const nothingAfter = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** Only successful answers of queries that opted in with PERSISTED are written. */
const shouldPersistQuery = (query: Pick<Query, 'meta' | 'state'>) => query.meta?.persist === true && query.state.status === 'success';

/** The cache's store in the app's IndexedDB database, or undefined where IndexedDB is missing. */
function indexedDbStorage(): AsyncStorage<string> | undefined {
  if (!indexedDbAvailable()) return undefined;
  const store = storeOf(STORES.queryCache);
  return {
    getItem: (key) => Promise.race([get<string>(key, store).then((value) => value ?? null), nothingAfter(READ_TIMEOUT_MS)]),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  };
}

/**
 * The cache's persister, or undefined where IndexedDB is missing or blocked (private modes, some
 * embedded browsers): the app then runs from memory and says nothing about it. A store that
 * cannot be read or parsed is removed by the restore and the app starts empty.
 */
export function createCachePersister(storage: AsyncStorage<string> | undefined = indexedDbStorage()): Persister | undefined {
  if (!storage) return undefined;
  return createAsyncStoragePersister({
    key: STORE_KEY,
    storage,
    // Over quota: drop the oldest query and try again.
    retry: removeOldestQuery,
    throttleTime: 1000,
  });
}

export const persistOptions = (persister: Persister) => ({
  persister,
  maxAge: PERSISTED_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
});
