import { compareText } from '../../../shared/lib/text-order.ts';
import { foldText, foldWords } from '../../../shared/lib/fold-text.ts';
import type { Job, JobsPage } from '../api/schemas.ts';
import { placeKey, placeMatches, locationTerms } from './city-aliases.ts';
import { typeKeysOf } from './job-types.ts';
import { inLanguageGroup, type LanguageChoice } from './posting-language.ts';
import type { PostingFacts } from './posting-facts.ts';
import { latestBySlug } from './latest-by-slug.ts';

export interface IndexedJob {
  job: Job;
  /** Folded title, company, tags and location (see foldText), built once per job, never per keystroke. */
  haystack: string;
  tagKeys: ReadonlySet<string>;
  /** The job-type groups (and ungrouped raw types) of the job, see job-types.ts. */
  typeKeys: ReadonlySet<string>;
  /** The location as a placeKey, for the location filter. */
  place: string;
}

const key = foldText;

// Pages are immutable cache entries, so appending a page indexes only that page.
const indexedPages = new WeakMap<JobsPage, IndexedJob[]>();

function indexPage(page: JobsPage): IndexedJob[] {
  let indexed = indexedPages.get(page);
  if (!indexed) {
    indexed = page.jobs.map((job) => ({
      job,
      haystack: key([job.title, job.company, job.location, ...job.tags].join('\n')),
      tagKeys: new Set(job.tags.map(key)),
      typeKeys: typeKeysOf(job.jobTypes),
      place: placeKey(job.location),
    }));
    indexedPages.set(page, indexed);
  }
  return indexed;
}

/** All loaded jobs in page order, each slug once (see latestBySlug). */
export const indexJobs = (pages: readonly JobsPage[]): IndexedJob[] => latestBySlug(pages.flatMap(indexPage), (entry) => entry.job.slug);

export interface JobFilters {
  q: string;
  remoteOnly: boolean;
  tags: readonly string[];
  /** A job-type key (see readTypeChoice): a group id, or `=` and a folded type of its own. */
  type: string;
}

export interface JobMatch extends JobFilters {
  /** Location text, widened by the city aliases. */
  loc?: string;
  /** Only jobs posted at or after this time (ms). */
  postedSinceMs?: number;
  /** Only jobs posted after this time (ms): the "new since your last visit" filter. */
  newerThanMs?: number;
}

/** Every word of `q` must appear; every chosen tag must be present; type, place and dates must match. */
export function filterJobs(jobs: readonly IndexedJob[], filters: JobMatch): IndexedJob[] {
  const words = foldWords(filters.q);
  const tags = filters.tags.map(key);
  const type = filters.type;
  const places = locationTerms(filters.loc ?? '');
  const { postedSinceMs, newerThanMs } = filters;
  if (!words.length && !tags.length && !type && !filters.remoteOnly && !places.length && postedSinceMs === undefined && newerThanMs === undefined) {
    return jobs as IndexedJob[];
  }
  return jobs.filter(
    ({ job, typeKeys, tagKeys, haystack, place }) =>
      (!filters.remoteOnly || job.remote) &&
      (!type || typeKeys.has(type)) &&
      (postedSinceMs === undefined || (job.createdAtMs !== undefined && job.createdAtMs >= postedSinceMs)) &&
      (newerThanMs === undefined || (job.createdAtMs !== undefined && job.createdAtMs > newerThanMs)) &&
      tags.every((tag) => tagKeys.has(tag)) &&
      placeMatches(place, places) &&
      words.every((word) => haystack.includes(word)),
  );
}

export interface FactsMatch {
  /** Only postings written in this group of languages (a posting not read yet, or unclear, is left out). */
  language?: LanguageChoice;
  /** Only postings that ask for no German (a posting not read yet is left out). */
  germanNotRequired?: boolean;
}

/** Whether a posting's facts (see facts-queue.ts) fit; a posting not read yet fits no facts filter. */
export const factsFit = (facts: PostingFacts | undefined, { language, germanNotRequired }: FactsMatch): boolean =>
  facts !== undefined && (!language || inLanguageGroup(facts.lang, language)) && (!germanNotRequired || facts.german === 'none');

/** Whether a facts filter is set: without one, every posting fits, read or not. */
export const filtersByFacts = ({ language, germanNotRequired }: FactsMatch): boolean => Boolean(language || germanNotRequired);

export interface Facet {
  value: string;
  count: number;
}

/** Values present in the loaded jobs, most frequent first, for the tag and location pickers. */
export function facets(jobs: readonly IndexedJob[], field: 'tags' | 'jobTypes' | 'location'): Facet[] {
  const counts = new Map<string, Facet>();
  for (const { job } of jobs) {
    const values = job[field];
    for (const value of typeof values === 'string' ? (values ? [values] : []) : values) {
      const existing = counts.get(key(value));
      if (existing) existing.count += 1;
      else counts.set(key(value), { value, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || compareText(a.value, b.value));
}
