import { z } from '../../../shared/lib/zod.ts';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import { localStore } from '../../../shared/storage/web-storage.ts';

/**
 * "New since your last visit". A visit is a run of activity on /jobs with no gap longer than
 * VISIT_IDLE_MS; it lives in localStorage, so a reload or a second tab continues the same visit.
 * Stored: the visit's baseline (the newest job seen before it began), the newest job seen so far,
 * and the time of the last activity. A job stays "new" until the person has had the list on screen
 * and that visit has ended: only then does the next visit's baseline move forward.
 */
const STORAGE_KEY = 'dashboard.jobs.last-seen' as const;
const VISIT_IDLE_MS = 30 * 60_000;

const visitSchema = z.object({
  version: z.literal(2),
  baselineMs: z.optional(z.number()),
  newestSeenMs: z.optional(z.number()),
  activeAtMs: z.number(),
});
/** The first format kept only the newest job seen; it reads as a visit that has ended. */
const firstFormatSchema = z.object({ version: z.literal(1), newestSeenMs: z.number() });

type StoredVisit = z.infer<typeof visitSchema>;

/** The stored visit, or undefined on a first visit, an unreadable value or blocked storage. */
function readStoredVisit(): StoredVisit | undefined {
  const raw = localStore.read(STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const json: unknown = JSON.parse(raw);
    const current = visitSchema.safeParse(json);
    if (current.success) return current.data;
    const first = firstFormatSchema.safeParse(json);
    return first.success ? { version: 2, baselineMs: first.data.newestSeenMs, newestSeenMs: first.data.newestSeenMs, activeAtMs: 0 } : undefined;
  } catch {
    return undefined;
  }
}

/** A job is new when it was posted after the newest job seen on an earlier visit; on a first visit nothing is. */
export const isNewSince = (createdAtMs: number | undefined, baseline: number | undefined) =>
  baseline !== undefined && createdAtMs !== undefined && createdAtMs > baseline;

/** The visit as of `nowMs`: the stored one continued, or a new one counting from the newest job seen before. */
function continueVisit(stored: StoredVisit | undefined, nowMs: number): StoredVisit {
  if (!stored) return { version: 2, activeAtMs: nowMs };
  if (nowMs - stored.activeAtMs <= VISIT_IDLE_MS) return { ...stored, activeAtMs: Math.max(stored.activeAtMs, nowMs) };
  return { version: 2, baselineMs: stored.newestSeenMs ?? stored.baselineMs, newestSeenMs: stored.newestSeenMs, activeAtMs: nowMs };
}

/** When storage is off, the visit lives in this page only. */
const inPage = tabScope.define(() => ({ visit: undefined as StoredVisit | undefined }));

const currentVisit = () => continueVisit(readStoredVisit() ?? inPage().visit, Date.now());

function update(change: (visit: StoredVisit) => StoredVisit): StoredVisit {
  const next = change(currentVisit());
  inPage().visit = next;
  // Storage that is off keeps nothing: "new" then counts from this page's visit only.
  localStore.write(STORAGE_KEY, JSON.stringify(next));
  return next;
}

/** The app's one tracker, over localStorage. */
export const visitTracker = {
  /** The current visit's baseline; reading it counts as activity. */
  baseline(): number | undefined {
    return update((visit) => visit).baselineMs;
  },
  /** The baseline as the jobs page would read it now, without counting as a visit (a board tile). */
  peekBaseline(): number | undefined {
    return currentVisit().baselineMs;
  },
  /** The person is using the page: the visit goes on. */
  touch() {
    update((visit) => visit);
  },
  /** The person has had jobs up to `newestMs` on screen: the next visit counts from there. Never moves back. */
  markSeen(newestMs: number | undefined) {
    update((visit) =>
      newestMs === undefined || (visit.newestSeenMs !== undefined && visit.newestSeenMs >= newestMs) ? visit : { ...visit, newestSeenMs: newestMs },
    );
  },
};
