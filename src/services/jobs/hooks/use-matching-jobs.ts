import { useMemo } from 'react';
import { factsFit, filterJobs, filtersByFacts, type IndexedJob } from '../lib/job-index.ts';
import { factsMatch, jobMatch } from '../lib/url-filters.ts';
import { usePostingFacts } from './use-posting-facts.ts';

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
 * yet fits neither "Written in" nor "German not required").
 */
export function useMatchingJobs(jobs: readonly IndexedJob[], input: MatchingInput): IndexedJob[] {
  const { factsOf } = usePostingFacts();
  const { q, loc, remoteOnly, newOnly, type, age, tagKey, lang, germanNo, hour, newSince } = input;
  const otherwise = useMemo(
    () => filterJobs(jobs, jobMatch({ remoteOnly, newOnly, type, age, tags: tagKey ? tagKey.split('\n') : [] }, { q, loc, hour, newSince })),
    [jobs, q, loc, remoteOnly, type, tagKey, age, hour, newOnly, newSince],
  );
  return useMemo(() => {
    const byFacts = factsMatch({ lang, germanNo });
    return filtersByFacts(byFacts) ? otherwise.filter(({ job }) => factsFit(factsOf(job.slug), byFacts)) : otherwise;
  }, [otherwise, lang, germanNo, factsOf]);
}
