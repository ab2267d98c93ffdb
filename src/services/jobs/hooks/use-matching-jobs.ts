import { useMemo } from 'react';
import { factsFit, filterJobs, filtersByFacts, type IndexedJob } from '../lib/job-index.ts';
import { factsMatch, jobMatch } from '../lib/url-filters.ts';
import { useFactsOf, useReadPostings } from './use-posting-facts.ts';

export interface MatchingInput {
  q: string;
  loc: string;
  remoteOnly: boolean;
  newOnly: boolean;
  type: string;
  age: string;
  /** The chosen tags, one per line. */
  tagKey: string;
  lang: string;
  germanNo: boolean;
  hour: number;
  newSince: number | undefined;
}

/**
 * The loaded jobs that match the view's filters, in the render that asks: the index's filters
 * first, then the facts filters over what they kept (the facts read so far; a posting not read
 * yet fits neither "Written in" nor "German not required"). While a facts filter is set, every
 * loaded posting is read and the result follows the reading; without one, none is read for it.
 */
export function useMatchingJobs(jobs: readonly IndexedJob[], input: MatchingInput): IndexedJob[] {
  const { q, loc, remoteOnly, newOnly, type, age, tagKey, lang, germanNo, hour, newSince } = input;
  const byFacts = useMemo(() => factsMatch({ lang, germanNo }), [lang, germanNo]);
  const byFactsSet = filtersByFacts(byFacts);
  const factsOf = useFactsOf(byFactsSet);
  useReadPostings(jobs, { when: byFactsSet });
  const otherwise = useMemo(
    () => filterJobs(jobs, jobMatch({ remoteOnly, newOnly, type, age, tags: tagKey ? tagKey.split('\n') : [] }, { q, loc, hour, newSince })),
    [jobs, q, loc, remoteOnly, type, tagKey, age, hour, newOnly, newSince],
  );
  return useMemo(
    () => (byFactsSet ? otherwise.filter(({ job }) => factsFit(factsOf(job.slug), byFacts)) : otherwise),
    [otherwise, byFacts, byFactsSet, factsOf],
  );
}
