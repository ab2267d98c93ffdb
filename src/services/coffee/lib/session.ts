import { createStoredList } from '../../../shared/lib/stored-list.ts';
import { sessionStore } from '../../../shared/storage/web-storage.ts';
import { z } from '../../../shared/lib/zod.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';

export const HISTORY_LIMIT = 10;
const STORAGE_KEY = 'coffee.session.v1' as const;

export interface SeenPicture {
  url: string;
  /** 'json' came with its own link; 'image' is a draw from `/random` (image mode). */
  mode: 'json' | 'image';
  description?: string;
}

export interface CoffeeSession {
  /** Which draw from the random route is current (see randomCoffeeQuery). */
  slot: number;
  /** Makes image-mode cache-busters unique across visits. */
  seed: string;
}

// Sessions written with their history inside still parse: the history now lives in its own store.
const storedSchema = z.object({ slot: z.int().check(z.minimum(0)), seed: z.string().check(z.minLength(1), z.maxLength(40)) });

const newSeed = () => Math.random().toString(36).slice(2, 10);

/** Keeps the tab's session; private mode or a full quota: the session just won't outlive the page. */
export const saveCoffeeSession = (session: CoffeeSession) => sessionStore.write(STORAGE_KEY, JSON.stringify(session));

/** This tab's session: survives a reload and a visit to another route. */
export function readCoffeeSession(): CoffeeSession {
  try {
    // A tab's first visit has nothing to check.
    const stored = sessionStore.read(STORAGE_KEY);
    const parsed = stored === null ? undefined : storedSchema.safeParse(JSON.parse(stored));
    if (parsed?.success) return parsed.data;
  } catch {
    // Unreadable storage starts a fresh session.
  }
  return { slot: 0, seed: newSeed() };
}

const seenSchema = z.object({
  url: z.string().check(z.maxLength(2000)),
  mode: z.enum(['json', 'image']),
  description: z.optional(z.string().check(z.maxLength(300))),
  /** The session an image-mode picture was drawn in (see visibleHistory). */
  seed: z.optional(z.string().check(z.maxLength(40))),
});

/**
 * The pictures seen lately, in localStorage: kept across visits and shared by tabs, so the strip
 * and the command palette offer them after the browser restarts.
 */
export const seenPictures = createStoredList({ key: 'coffee.seen.v1', entry: seenSchema, limit: HISTORY_LIMIT, idOf: (picture) => picture.url });

/**
 * What the history shows, never trusted without re-checking the URLs. A picture with its own link
 * is the same picture on every visit; an image-mode draw is a fresh random answer once its
 * session's cache-buster is gone, so it shows only in the session that drew it.
 */
export function visibleHistory(entries: readonly (SeenPicture & { seed?: string })[], seed: string): SeenPicture[] {
  return entries
    .filter((picture) => safeHttpUrl(picture.url) !== undefined && (picture.mode === 'json' || picture.seed === seed))
    .map(({ url, mode, description }) => ({ url, mode, ...(description === undefined ? {} : { description }) }));
}

/** Adds a picture once it has been shown, dropping what this session cannot show any more. */
export function recordSeen(picture: SeenPicture, seed: string) {
  const current = visibleHistory(seenPictures.get(), seed);
  const next = rememberSeen(current, picture);
  if (next === current && current.length === seenPictures.get().length) return;
  seenPictures.write(next.map((seen) => (seen.mode === 'image' ? { ...seen, seed } : seen)));
}

/** Newest first. Showing a picture again keeps its place, so the strip never shifts under a click. */
function rememberSeen(history: SeenPicture[], picture: SeenPicture): SeenPicture[] {
  if (history.some((seen) => seen.url === picture.url)) return history;
  return [picture, ...history].slice(0, HISTORY_LIMIT);
}
