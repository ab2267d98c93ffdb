import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePageVisible } from '../../../shared/hooks/use-page-visible.ts';
import type { IndexedJob } from '../lib/job-index.ts';
import { isNewSince, visitTracker } from '../lib/new-since.ts';
import { useVisitActivity } from './use-visit-activity.ts';

/** When "new" starts (the last visit), and, for the next visit, the newest job the person has had on screen. */
export function useNewSince(jobs: readonly IndexedJob[]) {
  const [newSince] = useState(() => visitTracker.baseline());
  useVisitActivity();
  const visible = usePageVisible();
  const newestLoaded = useMemo(() => {
    let newest: number | undefined;
    for (const { job } of jobs) if (job.createdAtMs !== undefined && (newest === undefined || job.createdAtMs > newest)) newest = job.createdAtMs;
    return newest;
  }, [jobs]);
  useEffect(() => {
    if (visible) visitTracker.markSeen(newestLoaded);
  }, [visible, newestLoaded]);
  const isNew = useCallback((job: IndexedJob['job']) => isNewSince(job.createdAtMs, newSince), [newSince]);
  return { newSince, isNew };
}
