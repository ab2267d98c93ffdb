import { useEffect } from 'react';
import { visitTracker } from '../lib/new-since.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;
/** Activity is recorded at most this often: the idle limit is half an hour, so a minute is plenty. */
const THROTTLE_MS = 60_000;

/** While /jobs is open, the person's input keeps the visit going (a reload or another tab then continues it). */
export function useVisitActivity(tracker: Pick<typeof visitTracker, 'touch'> = visitTracker) {
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < THROTTLE_MS) return;
      last = now;
      tracker.touch();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [tracker]);
}
