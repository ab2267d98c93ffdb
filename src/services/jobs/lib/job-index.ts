import { foldText, foldWords } from '../../../shared/lib/fold-text.ts';
import type { Job, JobsPage } from '../api/schemas.ts';

export interface IndexedJob {
  job: Job;
  /** Folded title, company, tags and location (see foldText), built once per job, never per keystroke. */
  haystack: string;
  tagKeys: ReadonlySet<string>;
  typeKeys: ReadonlySet<string>;
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
      typeKeys: new Set(job.jobTypes.map(key)),
    }));
    indexedPages.set(page, indexed);
  }
  return indexed;
}

/** All loaded jobs in page order; a job that moved across a page boundary shows once. */
export function indexJobs(pages: readonly JobsPage[]): IndexedJob[] {
  const seen = new Set<string>();
  const all: IndexedJob[] = [];
  for (const page of pages) {
    for (const entry of indexPage(page)) {
      if (seen.has(entry.job.slug)) continue;
      seen.add(entry.job.slug);
      all.push(entry);
    }
  }
  return all;
}

export interface JobFilters {
  q: string;
  remoteOnly: boolean;
  tags: readonly string[];
  type: string;
}

/** Every word of `q` must appear; every chosen tag must be present; the type must match. */
export function filterJobs(jobs: readonly IndexedJob[], filters: JobFilters): IndexedJob[] {
  const words = foldWords(filters.q);
  const tags = filters.tags.map(key);
  const type = key(filters.type);
  if (!words.length && !tags.length && !type && !filters.remoteOnly) return jobs as IndexedJob[];
  return jobs.filter(
    (entry) =>
      (!filters.remoteOnly || entry.job.remote) &&
      (!type || entry.typeKeys.has(type)) &&
      tags.every((tag) => entry.tagKeys.has(tag)) &&
      words.every((word) => entry.haystack.includes(word)),
  );
}

export interface Facet {
  value: string;
  count: number;
}

/** Values present in the loaded jobs, most frequent first, for the tag and type pickers. */
export function facets(jobs: readonly IndexedJob[], field: 'tags' | 'jobTypes'): Facet[] {
  const counts = new Map<string, Facet>();
  for (const { job } of jobs) {
    for (const value of job[field]) {
      const existing = counts.get(key(value));
      if (existing) existing.count += 1;
      else counts.set(key(value), { value, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
