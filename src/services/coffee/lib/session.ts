import { useEffect, useState } from 'react';
import { z } from '../../../shared/lib/zod.ts';
import { safeHttpUrl } from '../../../shared/lib/safe-url.ts';

export const HISTORY_LIMIT = 10;
const STORAGE_KEY = 'coffee.session.v1';

export interface SeenPicture {
  url: string;
  /** 'json' came with its own link; 'image' is a draw from `/random` (image mode). */
  mode: 'json' | 'image';
  description?: string;
}

export interface CoffeeSession {
  /** Which draw from the random route is current (see coffeeQueries.random). */
  slot: number;
  /** Makes image-mode cache-busters unique across visits. */
  seed: string;
  history: SeenPicture[];
}

const storedSchema = z.object({
  slot: z.number().int().min(0),
  seed: z.string().min(1).max(40),
  history: z.array(z.object({ url: z.string(), mode: z.enum(['json', 'image']), description: z.string().max(300).optional() })).max(HISTORY_LIMIT),
});

const newSeed = () => Math.random().toString(36).slice(2, 10);

/** This tab's session: survives a visit to another route, never trusted without re-checking the URLs. */
export function readCoffeeSession(): CoffeeSession {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
    if (parsed.success) {
      return { ...parsed.data, history: parsed.data.history.filter((seen) => safeHttpUrl(seen.url) !== undefined) };
    }
  } catch {
    // Unreadable storage starts a fresh session.
  }
  return { slot: 0, seed: newSeed(), history: [] };
}

/** Newest first. Showing a picture again keeps its place, so the strip never shifts under a click. */
export function rememberSeen(history: SeenPicture[], picture: SeenPicture): SeenPicture[] {
  if (history.some((seen) => seen.url === picture.url)) return history;
  return [picture, ...history].slice(0, HISTORY_LIMIT);
}

export function useCoffeeSession() {
  const [session, setSession] = useState(readCoffeeSession);
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    } catch {
      // Private mode or a full quota: the session just won't outlive the page.
    }
  }, [session]);
  return [session, setSession] as const;
}
