import { countOf } from '../../../shared/lib/plural.ts';
import { isProgram } from './decision-filters.ts';
import { defineUrlParams, one } from '../../../shared/lib/url-state/url-fields.ts';

/** The most schools a comparison holds (the tray and `?ids=`). */
export const MAX_COMPARE = 10;

export interface CompareIds {
  /** Valid, distinct ids in the URL's order, at most MAX_COMPARE. */
  ids: number[];
  /** Entries that cannot be Scorecard ids (not a number). */
  invalid: string[];
  /** Ids listed more than once (each kept once). */
  duplicates: number[];
  /** Valid ids beyond the first MAX_COMPARE, left out. */
  overflow: number[];
}

/** Reads `ids=110635,166683`: nothing the API would reject is kept, and every dropped entry is named. */
export function parseCompareIds(value: string | null): CompareIds {
  const out: CompareIds = { ids: [], invalid: [], duplicates: [], overflow: [] };
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (!/^\d{1,9}$/.test(entry)) {
      out.invalid.push(entry.slice(0, 40));
      continue;
    }
    const id = Number(entry);
    if (out.ids.includes(id) || out.overflow.includes(id)) {
      if (!out.duplicates.includes(id)) out.duplicates.push(id);
    } else if (out.ids.length >= MAX_COMPARE) out.overflow.push(id);
    else out.ids.push(id);
  }
  return out;
}

/** The comparison's link; `program` (a 4-digit CIP code) adds that field of study's rows. */
export function compareHref(ids: readonly number[], program = ''): string {
  const query = [ids.length > 0 ? `ids=${ids.join(',')}` : '', program ? `program=${program}` : ''].filter(Boolean).join('&');
  return query ? `/colleges/compare?${query}` : '/colleges/compare';
}

/** Moves one id a step earlier (-1) or later (+1); the ends stay put. */
export function moveId(ids: readonly number[], id: number, step: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}

/** "2 of 3 schools found; 123456 is not a Scorecard id" — empty when every id was found. */
export function describeMissing(requested: readonly number[], found: ReadonlySet<number>): string {
  const missing = requested.filter((id) => !found.has(id));
  if (missing.length === 0) return '';
  const count = `${requested.length - missing.length} of ${countOf(requested.length, 'school')} found`;
  const list = missing.length === 1 ? `${missing[0]} is not a Scorecard id` : `${missing.join(', ')} are not Scorecard ids`;
  return `${count}; ${list}.`;
}

/** `program=` of a comparison: a 4-digit CIP code the app knows, or empty. */
export const parseCompareProgram = (value: string | null) => (value && isProgram(value) ? value : '');

/** `/colleges/compare?ids=&program=`: both choices (Back undoes each). */
export const compareUrl = defineUrlParams({
  ids: one<number[]>('ids', { default: [], entry: 'chosen', parse: (raw) => parseCompareIds(raw).ids, serialize: (ids) => ids.join(',') }),
  program: one('program', { default: '', entry: 'chosen', parse: (raw) => parseCompareProgram(raw) || undefined }),
});
