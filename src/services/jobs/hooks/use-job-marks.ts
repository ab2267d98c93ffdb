import { useSyncExternalStore } from 'react';
import { localStore } from '../../../shared/storage/web-storage.ts';
import { LEGACY_MARKS_KEY } from '../lib/job-marks.ts';
import { indexedDbMarksBackend } from '../lib/marks-backend.ts';
import { createMarksStore } from '../lib/marks-store.ts';
import { loadSanitizer } from '../lib/sanitizer.ts';
import { factsQueue } from './use-posting-facts.ts';

/** Tells the other tabs of this app that the marks changed (IndexedDB has no change event). */
const CHANNEL = 'dashboard.jobs.marks';
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);

/** The page's one store, over IndexedDB (where it is missing or blocked, marks last for this visit). */
export const marksStore = createMarksStore({
  backend: indexedDbMarksBackend,
  legacy: {
    read: () => localStore.read(LEGACY_MARKS_KEY),
    remove: () => localStore.remove(LEGACY_MARKS_KEY),
  },
  loadSanitizer,
  onWritten: () => channel?.postMessage('changed'),
  factsOf: (job) => factsQueue().readNow(job),
});

channel?.addEventListener('message', () => void marksStore.reload());

export function useJobMarks() {
  return useSyncExternalStore(marksStore.subscribe, marksStore.getState, marksStore.getState);
}
