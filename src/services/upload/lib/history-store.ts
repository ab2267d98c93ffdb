import { createStoredList } from '../../../shared/lib/stored-list.ts';
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
  /** Absent for an encrypted share whose key the person chose not to keep. */
  shareUrl: httpUrl.optional(),
  /** 'key' or 'password' for an encrypted share: its link opens this app's decrypt page. */
  encrypted: z.enum(['key', 'password']).optional().catch(undefined),
  directUrl: httpUrl.optional().catch(undefined),
  uploadedAt: z.number(),
  expiresAt: z.number().optional().catch(undefined),
  expiryNote: z.string().optional().catch(undefined),
});
export type HistoryEntry = z.infer<typeof entrySchema>;

const history = createStoredList({ key: HISTORY_STORAGE_KEY, entry: entrySchema, limit: MAX_ENTRIES, idOf: (entry) => entry.id });
const write = history.write;

export const getHistory = (): HistoryEntry[] => history.get();

export const addToHistory = (entry: HistoryEntry) => write([entry, ...getHistory().filter((item) => item.id !== entry.id)]);
export const removeFromHistory = (id: string) => write(getHistory().filter((item) => item.id !== id));
export const clearHistory = () => write([]);

/** Puts back entries as they were before a removal; entries added since stay in front of them. */
export function restoreHistory(before: HistoryEntry[]) {
  const restored = new Set(before.map((entry) => entry.id));
  write([...getHistory().filter((entry) => !restored.has(entry.id)), ...before]);
}

export const isExpired = (entry: Pick<HistoryEntry, 'expiresAt'>, now: number) => entry.expiresAt !== undefined && entry.expiresAt <= now;

export const useUploadHistory: () => HistoryEntry[] = history.useList;
