import { createStoredList } from '../../../shared/lib/stored-list.ts';
import { z } from '../../../shared/lib/zod.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';

const HISTORY_STORAGE_KEY = 'dashboard.upload.history.v1';
const MAX_ENTRIES = 50;

const httpUrl = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const url = safeHttpUrl(value);
    if (url) return url;
    // zod/mini's transform context has no addIssue: the issue goes on its list as addIssue put it.
    ctx.issues.push({ code: 'custom', message: 'not http(s)', input: value });
    return z.NEVER;
  }),
);

const entrySchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().check(z.nonnegative()),
  type: z.catch(z.string(), ''),
  /** Absent for an encrypted share whose key the person chose not to keep. */
  shareUrl: z.optional(httpUrl),
  /** 'key' or 'password' for an encrypted share: its link opens this app's decrypt page. */
  encrypted: z.catch(z.optional(z.enum(['key', 'password'])), undefined),
  directUrl: z.catch(z.optional(httpUrl), undefined),
  uploadedAt: z.number(),
  expiresAt: z.catch(z.optional(z.number()), undefined),
  expiryNote: z.catch(z.optional(z.string()), undefined),
});
export type HistoryEntry = z.infer<typeof entrySchema>;

/** The uploads made in this browser, newest first, kept in step with other tabs. */
export const uploadHistory = createStoredList({ key: HISTORY_STORAGE_KEY, entry: entrySchema, limit: MAX_ENTRIES, idOf: (entry) => entry.id });
const write = uploadHistory.write;

export const getHistory = (): HistoryEntry[] => uploadHistory.get();

export const addToHistory = (entry: HistoryEntry) => write([entry, ...getHistory().filter((item) => item.id !== entry.id)]);
export const removeFromHistory = (id: string) => write(getHistory().filter((item) => item.id !== id));
export const clearHistory = () => write([]);

/** Puts back entries as they were before a removal; entries added since stay in front of them. */
export function restoreHistory(before: HistoryEntry[]) {
  const restored = new Set(before.map((entry) => entry.id));
  write([...getHistory().filter((entry) => !restored.has(entry.id)), ...before]);
}

export const isExpired = (entry: Pick<HistoryEntry, 'expiresAt'>, now: number) => entry.expiresAt !== undefined && entry.expiresAt <= now;
