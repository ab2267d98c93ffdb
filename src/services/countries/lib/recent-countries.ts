import { createStoredList } from '../../../shared/lib/stored-list.ts';
import { z } from '../../../shared/lib/zod.ts';

const LIMIT = 8;

const recentSchema = z.object({ code: z.string().check(z.regex(/^[A-Z]{2}$/)), name: z.string().check(z.maxLength(120)) });
export type RecentCountry = z.infer<typeof recentSchema>;

const stored = createStoredList({ key: 'countries.recent.v1', entry: recentSchema, limit: LIMIT, idOf: (country) => country.code });

/** The countries whose page was opened last, newest first; unreadable data reads as none. */
export const readRecentCountries = (): RecentCountry[] => stored.get();

const rememberCountry = (country: RecentCountry, recent = readRecentCountries()): RecentCountry[] =>
  [country, ...recent.filter((item) => item.code !== country.code)].slice(0, LIMIT);

/** Puts a country first in the stored list; a code that is not two capital letters is ignored. */
export function recordRecentCountry(code: string, name: string) {
  if (!/^[A-Z]{2}$/.test(code)) return;
  stored.write(rememberCountry({ code, name: name.slice(0, 120) }));
}
