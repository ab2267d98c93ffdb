import { describe, expect, it } from 'vitest';
import { continueVisit, createVisitTracker, isNewSince, parseStoredVisit, VISIT_IDLE_MS, type VisitStore } from './new-since.ts';

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

const MINUTE = 60_000;

describe('new since the last visit', () => {
  it('nothing is new on a first visit; later, only what was posted after the newest seen job', () => {
    expect(isNewSince(2000, undefined)).toBe(false);
    expect(isNewSince(2000, 1000)).toBe(true);
    expect(isNewSince(1000, 1000)).toBe(false);
    expect(isNewSince(undefined, 1000)).toBe(false);
  });

  it('a reload or a second tab within 30 idle minutes continues the visit: the badges stay', () => {
    let now = 10 * MINUTE;
    const store = memoryStore(JSON.stringify({ version: 2, baselineMs: 1000, newestSeenMs: 1000, activeAtMs: now - VISIT_IDLE_MS - 1 }));
    const firstTab = createVisitTracker(store, () => now);
    expect(firstTab.baseline()).toBe(1000);
    firstTab.markSeen(5000);
    now += 20 * MINUTE;
    // A reload is a new tracker over the same storage, as is a second tab.
    expect(createVisitTracker(store, () => now).baseline()).toBe(1000);
    now += 29 * MINUTE;
    expect(createVisitTracker(store, () => now).baseline()).toBe(1000);
  });

  it('after 30 idle minutes a new visit counts from the newest job seen, which never moves back', () => {
    let now = 0;
    const store = memoryStore();
    const visit = createVisitTracker(store, () => now);
    expect(visit.baseline()).toBeUndefined();
    visit.markSeen(5000);
    visit.markSeen(3000);
    now += 10 * MINUTE;
    visit.touch();
    now += VISIT_IDLE_MS - 1;
    expect(createVisitTracker(store, () => now).baseline()).toBeUndefined();
    now += VISIT_IDLE_MS + 1;
    expect(createVisitTracker(store, () => now).baseline()).toBe(5000);
  });

  it('a visit that never had the list on screen leaves the badges for the next one', () => {
    const ended = { version: 2 as const, baselineMs: 1000, activeAtMs: 0 };
    expect(continueVisit(ended, VISIT_IDLE_MS + 1).baselineMs).toBe(1000);
  });

  it('reads the first format as a visit that has ended', () => {
    expect(continueVisit(parseStoredVisit(JSON.stringify({ version: 1, newestSeenMs: 7000 })), Date.now()).baselineMs).toBe(7000);
  });

  it('treats unreadable or blocked storage as a first visit kept in the page, without throwing', () => {
    expect(parseStoredVisit('{oops')).toBeUndefined();
    expect(parseStoredVisit(JSON.stringify({ version: 3, newestSeenMs: 1 }))).toBeUndefined();
    const blocked: VisitStore = {
      read: () => {
        throw new Error('SecurityError');
      },
      write: () => {
        throw new Error('QuotaExceededError');
      },
    };
    let now = 0;
    const visit = createVisitTracker(blocked, () => now);
    expect(visit.baseline()).toBeUndefined();
    expect(() => visit.markSeen(1)).not.toThrow();
    now = VISIT_IDLE_MS + 1;
    expect(visit.baseline()).toBe(1);
  });
});
