import { useMemo } from 'react';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { readAge } from '../lib/job-age.ts';
import type { JobMark } from '../lib/job-marks.ts';
import type { IndexedJob } from '../lib/job-index.ts';
import { readTypeChoice } from '../lib/job-types.ts';
import type { UrlFilters } from '../lib/url-filters.ts';
import { useMatchingJobs } from './use-matching-jobs.ts';

interface ResultsInput {
  /** The boxes' text, which filters on every keystroke (the URL follows once typing pauses). */
  q: string;
  loc: string;
  filters: UrlFilters;
  newSince: number | undefined;
  marks: ReadonlyMap<string, JobMark>;
  showHidden: boolean;
}

/**
 * What the list shows for the view: the loaded jobs that match (filtered in the keystroke's own
 * render: the index makes a pass over 5,000 jobs cost about a millisecond) and those the person hid.
 */
export function useJobResults(jobs: readonly IndexedJob[], { q, loc, filters, newSince, marks, showHidden }: ResultsInput) {
  const now = useNow(60_000);
  const { remoteOnly, newOnly, germanNo } = filters;
  const tagKey = filters.tags.join('\n');
  // The hour is enough for "posted in the last day": the list is not refiltered every minute.
  const hour = Math.floor(now / 3_600_000) * 3_600_000;
  const matching = useMatchingJobs(jobs, {
    q,
    loc,
    remoteOnly,
    newOnly,
    type: filters.type,
    age: filters.age,
    tagKey,
    lang: filters.lang,
    germanNo,
    hour,
    newSince,
  });
  const hiddenCount = useMemo(() => matching.reduce((count, { job }) => count + (marks.get(job.slug)?.hidden ? 1 : 0), 0), [matching, marks]);
  const shown = useMemo(
    () => (showHidden || hiddenCount === 0 ? matching : matching.filter(({ job }) => !marks.get(job.slug)?.hidden)),
    [matching, marks, showHidden, hiddenCount],
  );
  const type = readTypeChoice(filters.type)?.key ?? '';
  // A search or filter that finds less than a page of jobs offers to look further than the loaded pages.
  const narrowed = Boolean(q.trim() || loc.trim() || remoteOnly || type || tagKey || readAge(filters.age) !== undefined || newOnly || filters.lang || germanNo);
  return { matching, shown, hiddenCount, narrowed };
}
