import type { FactsMatch, JobMatch } from './job-index.ts';
import { postedSinceMs, readAge } from './job-age.ts';
import { readTypeChoice } from './job-types.ts';
import { readLanguageChoice } from './posting-language.ts';
/**
 * `/jobs?q=&remote=1&tag=&type=&visa=1&loc=&age=1|3|7&new=1&lang=en|de|other&german=no` (tag
 * repeatable). `type` holds a job-type group id, or an older link's raw type (see readTypeChoice);
 * `age` and `lang` are kept as written so an unknown value can be explained.
 */
export interface UrlFilters {
  q: string;
  remoteOnly: boolean;
  tags: readonly string[];
  type: string;
  visa: boolean;
  loc: string;
  age: string;
  newOnly: boolean;
  lang: string;
  /** `german=no`: only postings that ask for no German. */
  germanNo: boolean;
}

export function readFilters(params: URLSearchParams): UrlFilters {
  return {
    q: params.get('q') ?? '',
    remoteOnly: params.get('remote') === '1',
    tags: [...new Set(params.getAll('tag').filter(Boolean))],
    type: params.get('type') ?? '',
    visa: params.get('visa') === '1',
    loc: params.get('loc') ?? '',
    age: params.get('age') ?? '',
    newOnly: params.get('new') === '1',
    lang: params.get('lang') ?? '',
    germanNo: params.get('german') === 'no',
  };
}

export function writeFilters(filters: UrlFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.remoteOnly) params.set('remote', '1');
  for (const tag of filters.tags) params.append('tag', tag);
  if (filters.type) params.set('type', filters.type);
  if (filters.visa) params.set('visa', '1');
  if (filters.loc.trim()) params.set('loc', filters.loc);
  if (filters.age) params.set('age', filters.age);
  if (filters.newOnly) params.set('new', '1');
  if (filters.lang) params.set('lang', filters.lang);
  if (filters.germanNo) params.set('german', 'no');
  return params;
}

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

/** The URL's values the page does not know, explained (see UnknownUrlValuesNotice); removing them writes ''. */
export function unknownFilterValues(filters: Pick<UrlFilters, 'age' | 'lang'>): { param: 'age' | 'lang'; label: string; value: string; instead: string }[] {
  return [
    ...(filters.age && readAge(filters.age) === undefined
      ? [{ param: 'age' as const, label: 'job age', value: filters.age, instead: 'jobs of any age are shown' }]
      : []),
    ...(filters.lang && !readLanguageChoice(filters.lang)
      ? [{ param: 'lang' as const, label: 'posting language', value: filters.lang, instead: 'postings in every language are shown' }]
      : []),
  ];
}

/** What a view's URL asks `filtersByFacts` and `factsFit` for. */
export const factsMatch = (filters: Pick<UrlFilters, 'lang' | 'germanNo'>): FactsMatch => ({
  language: readLanguageChoice(filters.lang),
  germanNotRequired: filters.germanNo,
});
