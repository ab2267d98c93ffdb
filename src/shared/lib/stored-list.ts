import type { LocalKey } from '../storage/web-storage.ts';
import { createStoredValue } from './stored-value.ts';
import type { z, ZodType } from './zod.ts';

/**
 * A list the person owns, kept in localStorage under one key and shared with other tabs. Entries
 * are validated one by one on reading: one edited by hand, repeated or written by an older version is
 * dropped, never the whole list. A full or blocked storage keeps the list for this visit.
 */
export function createStoredList<Schema extends ZodType>({
  key,
  entry,
  limit,
  idOf,
}: {
  key: LocalKey;
  entry: Schema;
  limit: number;
  /** An entry's identity: a second entry with the same one is dropped, on reading and on writing. */
  idOf: (entry: z.output<Schema>) => unknown;
}) {
  type Entry = z.output<Schema>;
  const distinct = (entries: Entry[]) => entries.filter((item, index) => entries.findIndex((other) => idOf(other) === idOf(item)) === index).slice(0, limit);
  const EMPTY: Entry[] = [];
  const stored = createStoredValue<Entry[]>({
    key,
    fallback: EMPTY,
    parse: (raw) =>
      Array.isArray(raw)
        ? distinct(
            raw.flatMap((item) => {
              const parsed = entry.safeParse(item);
              return parsed.success ? [parsed.data as Entry] : [];
            }),
          )
        : undefined,
  });

  return {
    get: stored.get,
    write: (next: Entry[]) => stored.write(distinct(next)),
    /** The list, re-rendering on every change here or in another tab. */
    useList: stored.useValue,
  };
}
