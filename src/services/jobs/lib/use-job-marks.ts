import { useSyncExternalStore } from 'react';
import { createMarksStore, MARKS_KEY } from './job-marks.ts';
import { sanitizeDescription } from './sanitize-description.ts';

/** The page's one store, over localStorage (which throws when blocked: the store then keeps marks for this visit). */
export const marksStore = createMarksStore(() => window.localStorage, Date.now, sanitizeDescription);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === MARKS_KEY || event.key === null) marksStore.reload();
  });
}

export function useJobMarks() {
  return useSyncExternalStore(marksStore.subscribe, marksStore.getState, marksStore.getState);
}
