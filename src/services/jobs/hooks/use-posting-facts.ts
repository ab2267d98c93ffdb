import { useEffect, useSyncExternalStore } from 'react';
import { afterFirstPaint } from '../../../shared/lib/first-paint.ts';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import type { Job } from '../api/schemas.ts';
import { loadDetector } from '../lib/detector.ts';
import { browserWhenIdle, createFactsQueue } from '../lib/facts-queue.ts';

/** The tab's one queue: a job's facts are read once, whichever page or tile wants them. */
export const factsQueue = tabScope.define(
  () => createFactsQueue({ loadDetector, whenIdle: browserWhenIdle }),
  (queue) => queue.stop(),
);

/**
 * The facts read so far (`factsOf`, a new function whenever more are known), how many postings
 * are still to read, and whether the detector failed to load (`retry`).
 */
export function usePostingFacts() {
  const queue = factsQueue();
  const state = useSyncExternalStore(queue.subscribe, queue.getState, queue.getState);
  return { ...state, retry: queue.retry };
}

/**
 * Has the entries' postings read, after the page's first paint, in idle time; `first` puts them
 * before every posting waiting (a job's own page).
 */
export function useReadPostings(entries: readonly { job: Job }[], { first = false } = {}) {
  useEffect(() => {
    let current = true;
    void afterFirstPaint().then(
      () =>
        current &&
        factsQueue().want(
          entries.map(({ job }) => job),
          { first },
        ),
    );
    return () => {
      current = false;
    };
  }, [entries, first]);
}
