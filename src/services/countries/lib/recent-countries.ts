import { useEffect } from 'react';
import { z } from '../../../shared/lib/zod.ts';

const STORAGE_KEY = 'countries.recent.v1';
const LIMIT = 8;

const recentSchema = z.array(z.object({ code: z.string().regex(/^[A-Z]{2}$/), name: z.string().max(120) })).max(LIMIT);
export type RecentCountry = z.infer<typeof recentSchema>[number];

/** The countries whose page was opened last, newest first; unreadable data reads as none. */
export function readRecentCountries(): RecentCountry[] {
  try {
    const parsed = recentSchema.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function rememberCountry(country: RecentCountry, recent = readRecentCountries()): RecentCountry[] {
  return [country, ...recent.filter((item) => item.code !== country.code)].slice(0, LIMIT);
}

/** Records a country page once it has shown its country (for the command palette's recent items). */
export function useRememberCountry(country: RecentCountry | undefined) {
  const code = country?.code;
  const name = country?.name;
  useEffect(() => {
    if (!code || !name || !/^[A-Z]{2}$/.test(code)) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(rememberCountry({ code, name: name.slice(0, 120) })));
    } catch {
      // Storage full or blocked: the palette simply has no recent countries.
    }
  }, [code, name]);
}
