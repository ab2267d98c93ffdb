import { describe, expect, it } from 'vitest';
import { createVisitTracker, isNewSince, parseNewestSeen, serialiseNewestSeen, type VisitStore } from './new-since.ts';

function memoryStore(initial: string | null = null): VisitStore & { value: string | null } {
  return {
    value: initial,
    read() {
      return this.value;
    },
    write(value) {
      this.value = value;
    },
  };
}

describe('new since the last visit', () => {
  it('nothing is new on a first visit; later, only what was posted after the newest seen job', () => {
    expect(isNewSince(2000, undefined)).toBe(false);
    expect(isNewSince(2000, 1000)).toBe(true);
    expect(isNewSince(1000, 1000)).toBe(false);
    expect(isNewSince(undefined, 1000)).toBe(false);
  });

  it('keeps the baseline for the whole visit while the stored mark moves forward, never back', () => {
    const store = memoryStore(serialiseNewestSeen(1000));
    const visit = createVisitTracker(store);
    expect(visit.baseline()).toBe(1000);
    visit.markSeen(5000);
    expect(visit.baseline()).toBe(1000);
    visit.markSeen(3000);
    expect(parseNewestSeen(store.value)).toBe(5000);
    expect(createVisitTracker(store).baseline()).toBe(5000);
  });

  it('a first visit reads no baseline even after it marks jobs seen', () => {
    const store = memoryStore();
    const visit = createVisitTracker(store);
    visit.markSeen(4000);
    expect(visit.baseline()).toBeUndefined();
    expect(createVisitTracker(store).baseline()).toBe(4000);
  });

  it('treats unreadable or blocked storage as a first visit, without throwing', () => {
    expect(parseNewestSeen('{oops')).toBeUndefined();
    expect(parseNewestSeen(JSON.stringify({ version: 2, newestSeenMs: 1 }))).toBeUndefined();
    const blocked: VisitStore = {
      read: () => {
        throw new Error('SecurityError');
      },
      write: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const visit = createVisitTracker(blocked);
    expect(visit.baseline()).toBeUndefined();
    expect(() => visit.markSeen(1)).not.toThrow();
  });
});
