import { useSyncExternalStore } from 'react';
import type { z } from './zod.ts';

/**
 * A list the person owns, kept in localStorage under one key and shared with other tabs. Entries
 * are validated one by one on reading: one edited by hand, repeated or written by an older version is
 * dropped, never the whole list. A full or blocked storage keeps the list for this visit.
 */
export function createStoredList<Schema extends z.ZodType>({
  key,
  entry,
  limit,
  idOf,
}: {
  key: string;
  entry: Schema;
  limit: number;
  /** An entry's identity: a second entry with the same one is dropped, on reading and on writing. */
  idOf: (entry: z.output<Schema>) => unknown;
}) {
  type Entry = z.output<Schema>;
  const distinct = (entries: Entry[]) => entries.filter((item, index) => entries.findIndex((other) => idOf(other) === idOf(item)) === index).slice(0, limit);
  const listeners = new Set<() => void>();
  let cached: Entry[] | undefined;
  const EMPTY: Entry[] = [];

  const readStored = (): Entry[] => {
    try {
      const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? '[]');
      if (!Array.isArray(raw)) return [];
      return distinct(
        raw.flatMap((item) => {
          const parsed = entry.safeParse(item);
          return parsed.success ? [parsed.data as Entry] : [];
        }),
      );
    } catch {
      return [];
    }
  };

  const get = (): Entry[] => (cached ??= readStored());

  const write = (next: Entry[]) => {
    cached = distinct(next);
    try {
      localStorage.setItem(key, JSON.stringify(cached));
    } catch {
      // Storage full or blocked: the list still works for this visit.
    }
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      cached = undefined;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    get,
    write,
    /** The list, re-rendering on every change here or in another tab. */
    useList: () => useSyncExternalStore(subscribe, get, () => EMPTY),
    /** For tests: forget the cached copy so the next read comes from storage. */
    forget: () => {
      cached = undefined;
    },
  };
}
