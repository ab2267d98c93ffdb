import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstPaint } from '../../../shared/lib/first-paint.ts';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import type { Job } from '../api/schemas.ts';
import { loadDetector } from '../lib/detector.ts';
import { browserWhenIdle, createFactsQueue, type FactsState } from '../lib/facts-queue.ts';
import type { PostingFacts } from '../lib/posting-facts.ts';

/** The tab's one queue: a job's facts are read once, whichever page or tile wants them. */
export const factsQueue = tabScope.define(
  () => createFactsQueue({ loadDetector, whenIdle: browserWhenIdle }),
  (queue) => queue.stop(),
);

/** Which part of the queue's state a component follows: it re-renders only when that part changes. */
function useFactsState<T>(select: (state: FactsState) => T): T {
  const queue = factsQueue();
  const snapshot = () => select(queue.getState());
  return useSyncExternalStore(queue.subscribe, snapshot, snapshot);
}

const NOTHING_READ: FactsState['factsOf'] = () => undefined;

/**
 * The facts read so far (`factsOf`, a new function whenever more are known) while `follow` is
 * true; while it is false, a function that knows none, and no re-render as postings are read.
 */
export function useFactsOf(follow = true): FactsState['factsOf'] {
  return useFactsState((state) => (follow ? state.factsOf : NOTHING_READ));
}

/** One posting's facts, once read: only its own reading re-renders the component. */
export function useJobFacts(slug: string): PostingFacts | undefined {
  return useFactsState((state) => state.factsOf(slug));
}

/** How the reading goes: how many postings are still to read, and whether the detector failed to load (`retry`). */
export function useFactsReading() {
  const remaining = useFactsState((state) => state.remaining);
  const failed = useFactsState((state) => state.failed);
  return { remaining, failed, retry: factsQueue().retry };
}

const NO_ENTRIES: readonly { job: Job }[] = [];

/**
 * Has the entries' postings read, after the page's first paint, in idle time; `first` puts them
 * before every posting waiting (a job's own page). `when` false asks for none (yet).
 */
export function useReadPostings(entries: readonly { job: Job }[], { first = false, when = true } = {}) {
  const wanted = when ? entries : NO_ENTRIES;
  useEffect(() => {
    if (!wanted.length) return;
    let current = true;
    void afterFirstPaint().then(
      () =>
        current &&
        factsQueue().want(
          wanted.map(({ job }) => job),
          { first },
        ),
    );
    return () => {
      current = false;
    };
  }, [wanted, first]);
}
