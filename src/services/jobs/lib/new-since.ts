import { z } from '../../../shared/lib/zod.ts';

/**
 * "New since your last visit". Stored: the newest `created_at` the person has had in front of
 * them. A visit (a load of the app) reads it once as its baseline, so the badges stay put while
 * the person looks; the stored mark moves forward only while the list is on screen, never from a
 * refetch in a hidden tab.
 */
const STORAGE_KEY = 'dashboard.jobs.last-seen';

const storedSchema = z.object({ version: z.literal(1), newestSeenMs: z.number() });

export interface VisitStore {
  read(): string | null;
  write(value: string): void;
}

const browserStore: VisitStore = {
  read: () => localStorage.getItem(STORAGE_KEY),
  write: (value) => localStorage.setItem(STORAGE_KEY, value),
};

/** The stored mark, or undefined on a first visit or an unreadable value. */
export function parseNewestSeen(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.newestSeenMs : undefined;
  } catch {
    return undefined;
  }
}

export const serialiseNewestSeen = (newestSeenMs: number) => JSON.stringify({ version: 1, newestSeenMs });

/** A job is new when it was posted after the newest job seen on an earlier visit; on a first visit nothing is. */
export const isNewSince = (createdAtMs: number | undefined, baseline: number | undefined) =>
  baseline !== undefined && createdAtMs !== undefined && createdAtMs > baseline;

export function createVisitTracker(store: VisitStore = browserStore) {
  let baseline: { value: number | undefined } | undefined;
  const readStored = () => {
    try {
      return parseNewestSeen(store.read());
    } catch {
      return undefined;
    }
  };
  return {
    /** The previous visits' mark, read once per visit. */
    baseline(): number | undefined {
      baseline ??= { value: readStored() };
      return baseline.value;
    },
    /** The person has seen jobs up to `newestMs`: the next visit counts from there. Never moves back. */
    markSeen(newestMs: number | undefined) {
      this.baseline();
      const stored = readStored();
      if (newestMs === undefined || (stored !== undefined && stored >= newestMs)) return;
      try {
        store.write(serialiseNewestSeen(newestMs));
      } catch {
        // Storage is off: "new" then counts from this visit only.
      }
    },
  };
}

/** The app's one tracker: the baseline lives as long as the page. */
export const visitTracker = createVisitTracker();
