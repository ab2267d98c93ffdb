import type { FactsMatch, JobMatch } from './job-index.ts';
import { postedSinceMs, readAge } from './job-age.ts';
import { readTypeChoice } from './job-types.ts';
import { readLanguageChoice } from './posting-language.ts';
import { defineUrlParams, flag, one, repeated, type ValuesOf } from '../../../shared/lib/url-state/url-fields.ts';
const searchText = (name: string) => one(name, { default: '', entry: 'typed', parse: (raw) => raw, isDefault: (value) => !value.trim() });

/**
 * `/jobs?q=&remote=1&tag=&type=&visa=1&loc=&age=1|3|7&new=1&lang=en|de|other&german=no` (tag
 * repeatable). The two search boxes (`q`, `loc`) are typed; the rest are choices. `type` holds a
 * job-type group id, or an older link's raw type (see readTypeChoice).
 */
export const jobsUrl = defineUrlParams({
  q: searchText('q'),
  remoteOnly: flag('remote'),
  tags: repeated('tag', 'chosen'),
  type: one('type', { default: '', entry: 'chosen', parse: (raw) => raw }),
  visa: flag('visa'),
  loc: searchText('loc'),
  age: one('age', {
    default: '',
    entry: 'chosen',
    parse: (raw) => (readAge(raw) === undefined ? undefined : raw),
    unknown: { label: 'job age', instead: 'jobs of any age are shown' },
  }),
  newOnly: flag('new'),
  lang: one('lang', {
    default: '',
    entry: 'chosen',
    parse: (raw) => (readLanguageChoice(raw) ? raw : undefined),
    unknown: { label: 'posting language', instead: 'postings in every language are shown' },
  }),
  /** `german=no`: only postings that ask for no German. */
  germanNo: flag('german', 'no'),
});

export type UrlFilters = ValuesOf<typeof jobsUrl.fields>;

export const readFilters = (params: URLSearchParams): UrlFilters => jobsUrl.read(params);

/**
 * What a view's URL asks `filterJobs` for, with the search boxes' text (drafts on the page, the
 * URL's own text on a board tile), the hour "posted in the last N days" counts from, and the
 * visit's baseline for "new".
 */
export function jobMatch(
  filters: Pick<UrlFilters, 'remoteOnly' | 'type' | 'tags' | 'age' | 'newOnly'>,
  { q, loc, hour, newSince }: { q: string; loc: string; hour: number; newSince: number | undefined },
): JobMatch {
  const ageDays = readAge(filters.age);
  return {
    q,
    loc,
    remoteOnly: filters.remoteOnly,
    type: readTypeChoice(filters.type)?.key ?? '',
    tags: [...filters.tags],
    postedSinceMs: ageDays === undefined ? undefined : postedSinceMs(ageDays, hour),
    newerThanMs: filters.newOnly ? (newSince ?? Number.POSITIVE_INFINITY) : undefined,
  };
}

/** What a view's URL asks `filtersByFacts` and `factsFit` for. */
export const factsMatch = (filters: Pick<UrlFilters, 'lang' | 'germanNo'>): FactsMatch => ({
  language: readLanguageChoice(filters.lang),
  germanNotRequired: filters.germanNo,
});
