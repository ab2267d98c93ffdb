import { useSyncExternalStore } from 'react';
import { z } from '../../../shared/lib/zod.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';

export const HISTORY_STORAGE_KEY = 'dashboard.upload.history.v1';
const MAX_ENTRIES = 50;

const httpUrl = z.string().transform((value, ctx) => safeHttpUrl(value) ?? (ctx.addIssue({ code: 'custom', message: 'not http(s)' }), z.NEVER));

const entrySchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().nonnegative(),
  type: z.string().catch(''),
  shareUrl: httpUrl,
  directUrl: httpUrl.optional().catch(undefined),
  uploadedAt: z.number(),
  expiresAt: z.number().optional().catch(undefined),
  expiryNote: z.string().optional().catch(undefined),
});
export type HistoryEntry = z.infer<typeof entrySchema>;

const listeners = new Set<() => void>();
let cached: HistoryEntry[] | undefined;

function readStored(): HistoryEntry[] {
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(HISTORY_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    // Entries edited by hand or written by an older version are dropped one by one, never the whole list.
    return raw.flatMap((item) => {
      const parsed = entrySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

export function getHistory(): HistoryEntry[] {
  cached ??= readStored();
  return cached;
}

function write(next: HistoryEntry[]) {
  try {
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(next.slice(0, MAX_ENTRIES)));
  } catch {
    // Storage full or blocked: the links still show for this visit.
  }
  cached = next.slice(0, MAX_ENTRIES);
  listeners.forEach((listener) => listener());
}

export const addToHistory = (entry: HistoryEntry) => write([entry, ...getHistory().filter((item) => item.id !== entry.id)]);
export const removeFromHistory = (id: string) => write(getHistory().filter((item) => item.id !== id));
export const clearHistory = () => write([]);

/** Puts back entries as they were before a removal; entries added since stay in front of them. */
export function restoreHistory(before: HistoryEntry[]) {
  const restored = new Set(before.map((entry) => entry.id));
  write([...getHistory().filter((entry) => !restored.has(entry.id)), ...before]);
}

export const isExpired = (entry: Pick<HistoryEntry, 'expiresAt'>, now: number) => entry.expiresAt !== undefined && entry.expiresAt <= now;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== HISTORY_STORAGE_KEY && event.key !== null) return;
    cached = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useUploadHistory(): HistoryEntry[] {
  return useSyncExternalStore(subscribe, getHistory, getHistory);
}

/** Test helper: forget the cached copy so the next read goes to localStorage. */
export function resetHistoryCache() {
  cached = undefined;
}
