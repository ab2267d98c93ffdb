import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, type AsyncStorage } from '@tanstack/react-query-persist-client';
import { describe, expect, it, vi } from 'vitest';
import { PERSISTED, PERSISTED_MAX_AGE_MS } from '../shared/lib/persisted-query.ts';
import { populationSupportQuery } from '../services/countries/api/graphql.ts';
import { countryListQuery } from '../services/countries/api/country-list.ts';
import { priceQuery } from '../services/swap/api/price.ts';
import { createCachePersister, persistOptions } from './persisted-cache.ts';

function memoryStorage(initial: Record<string, string> = {}): AsyncStorage<string> & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => Promise.resolve(data.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(void data.set(key, value)),
    removeItem: (key) => Promise.resolve(void data.delete(key)),
  };
}

async function clientWith(entries: { queryKey: QueryKey; data: unknown; persisted: boolean }[]) {
  const client = new QueryClient();
  for (const { queryKey, data, persisted } of entries) {
    await client.prefetchQuery({ queryKey, queryFn: () => data, ...(persisted ? PERSISTED : {}) });
  }
  return client;
}

async function saveAndRestore(entries: Parameters<typeof clientWith>[0], restoreWith: { buster?: string; now?: number } = {}) {
  const storage = memoryStorage();
  const persister = createCachePersister(storage)!;
  await persistQueryClientSave({ queryClient: await clientWith(entries), ...persistOptions(persister) });
  if (restoreWith.now !== undefined) vi.setSystemTime(restoreWith.now);
  const restored = new QueryClient();
  await persistQueryClientRestore({ queryClient: restored, ...persistOptions(persister), ...(restoreWith.buster ? { buster: restoreWith.buster } : {}) });
  vi.useRealTimers();
  return { restored, storage };
}

describe('the persisted query cache', () => {
  it('writes only successful answers of queries that opted in', () => {
    const { shouldDehydrateQuery: shouldPersistQuery } = persistOptions(createCachePersister(memoryStorage())!).dehydrateOptions;
    const state = (status: 'success' | 'error' | 'pending') => ({ status }) as never;
    expect(shouldPersistQuery({ meta: PERSISTED.meta, state: state('success') })).toBe(true);
    expect(shouldPersistQuery({ meta: PERSISTED.meta, state: state('error') })).toBe(false);
    expect(shouldPersistQuery({ meta: undefined, state: state('success') })).toBe(false);
  });

  it('never keeps a swap quote; keeps country lists and their schema answer', () => {
    const swap = { id: 'swap' as const, base: 'https://swap.example.org', viaProxy: false, upstream: 'https://swap.example.org' };
    expect(priceQuery(swap, undefined).meta?.persist).toBeUndefined();
    const countries = { id: 'countries' as const, base: 'https://countries.example.org', viaProxy: false, upstream: 'https://countries.example.org' };
    expect(countryListQuery(countries, {}, undefined).meta?.persist).toBe(true);
    expect(populationSupportQuery(countries).meta?.persist).toBe(true);
    expect(countryListQuery(countries, {}, undefined).gcTime).toBeGreaterThanOrEqual(PERSISTED_MAX_AGE_MS);
  });

  it('restores what opted in, with its answer time, and nothing else', async () => {
    const { restored } = await saveAndRestore([
      { queryKey: ['countries', 'list'], data: ['AD', 'AE'], persisted: true },
      { queryKey: ['swap', 'price'], data: { buyAmount: '1' }, persisted: false },
    ]);
    expect(restored.getQueryData(['countries', 'list'])).toEqual(['AD', 'AE']);
    expect(restored.getQueryState(['countries', 'list'])?.dataUpdatedAt).toBeGreaterThan(0);
    expect(restored.getQueryData(['swap', 'price'])).toBeUndefined();
  });

  it('drops a cache written by another release (buster) or older than 24 hours', async () => {
    const entry = [{ queryKey: ['countries', 'list'], data: ['AD'], persisted: true }];
    expect(persistOptions(createCachePersister(memoryStorage())!).buster).toMatch(/^\d+\.\d+\.\d+\/\d+$/);
    const otherRelease = await saveAndRestore(entry, { buster: 'another-release' });
    expect(otherRelease.restored.getQueryData(['countries', 'list'])).toBeUndefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    const tooOld = await saveAndRestore(entry, { now: Date.now() + PERSISTED_MAX_AGE_MS + 1 });
    expect(tooOld.restored.getQueryData(['countries', 'list'])).toBeUndefined();
    expect(tooOld.storage.data.size).toBe(0);
  });

  it('discards a store that does not parse and starts empty', async () => {
    // The library explains itself on the console in development builds only.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage({ queries: '{not json' });
    const restored = new QueryClient();
    await expect(persistQueryClientRestore({ queryClient: restored, ...persistOptions(createCachePersister(storage)!) })).rejects.toThrow(SyntaxError);
    expect(restored.getQueryCache().getAll()).toHaveLength(0);
    expect(storage.data.size).toBe(0);
    vi.restoreAllMocks();
  });

  it('is off, quietly, where IndexedDB is missing', () => {
    expect(createCachePersister(undefined)).toBeUndefined();
  });
});
