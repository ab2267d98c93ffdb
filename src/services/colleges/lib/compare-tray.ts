import { useSyncExternalStore } from 'react';
import { z } from '../../../shared/lib/zod.ts';
import { MAX_COMPARE } from './compare-ids.ts';

export const TRAY_STORAGE_KEY = 'dashboard.colleges.compare.v1';

const entrySchema = z.object({ id: z.number().int().nonnegative().max(999_999_999), name: z.string().min(1).max(300) });
export type TrayEntry = z.infer<typeof entrySchema>;

const listeners = new Set<() => void>();
let cached: TrayEntry[] | undefined;

function readStored(): TrayEntry[] {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(TRAY_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    // Entries edited by hand are dropped one by one, duplicates and any beyond the limit too.
    const entries: TrayEntry[] = [];
    for (const item of raw) {
      const parsed = entrySchema.safeParse(item);
      if (parsed.success && !entries.some((entry) => entry.id === parsed.data.id) && entries.length < MAX_COMPARE) entries.push(parsed.data);
    }
    return entries;
  } catch {
    return [];
  }
}

export function getTray(): TrayEntry[] {
  cached ??= readStored();
  return cached;
}

function write(next: TrayEntry[]) {
  cached = next.slice(0, MAX_COMPARE);
  try {
    localStorage.setItem(TRAY_STORAGE_KEY, JSON.stringify(cached));
  } catch {
    // Storage full or blocked: the tray still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** False when the tray is already full. */
export function addToTray(entry: TrayEntry): boolean {
  const tray = getTray();
  if (tray.some((item) => item.id === entry.id)) return true;
  if (tray.length >= MAX_COMPARE) return false;
  write([...tray, entry]);
  return true;
}

/** Removes the ids and returns what puts them back in their places. */
export function removeFromTray(ids: readonly number[]): () => void {
  const before = getTray();
  write(before.filter((entry) => !ids.includes(entry.id)));
  return () => {
    const now = getTray();
    const restored = before.filter((entry) => ids.includes(entry.id) && !now.some((item) => item.id === entry.id));
    // Back in their old order; entries added since keep their place after them.
    const order = [...before.map((entry) => entry.id), ...now.map((entry) => entry.id)];
    write([...now, ...restored].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id)));
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TRAY_STORAGE_KEY && event.key !== null) return;
    cached = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: TrayEntry[] = [];

/** The tray, kept in step with other tabs. */
export const useTray = () => useSyncExternalStore(subscribe, getTray, () => EMPTY);

/** For tests: forget the cached copy so the next read comes from storage. */
export const resetTrayCache = () => {
  cached = undefined;
};
