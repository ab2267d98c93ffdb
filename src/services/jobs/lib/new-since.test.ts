import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStores } from '../../../testing/reset-stores.ts';
import { isNewSince, visitTracker } from './new-since.ts';

const MINUTE = 60_000;
/** A visit ends after 30 minutes without activity on /jobs. */
const VISIT_IDLE_MS = 30 * MINUTE;
/** Where this browser keeps the visit, so a reload or a second tab continues it. */
const STORAGE_KEY = 'dashboard.jobs.last-seen';

const storeVisit = (visit: unknown) => localStorage.setItem(STORAGE_KEY, JSON.stringify(visit));
const at = (nowMs: number) => vi.setSystemTime(nowMs);
/** A reload, or a second tab: a new page over the same storage. */
const newPage = () => resetStores();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('new since the last visit', () => {
  it('nothing is new on a first visit; later, only what was posted after the newest seen job', () => {
    expect(isNewSince(2000, undefined)).toBe(false);
    expect(isNewSince(2000, 1000)).toBe(true);
    expect(isNewSince(1000, 1000)).toBe(false);
    expect(isNewSince(undefined, 1000)).toBe(false);
  });

  it('a reload or a second tab within 30 idle minutes continues the visit: the badges stay', () => {
    let now = 10 * MINUTE;
    at(now);
    storeVisit({ version: 2, baselineMs: 1000, newestSeenMs: 1000, activeAtMs: now - VISIT_IDLE_MS - 1 });
    expect(visitTracker.baseline()).toBe(1000);
    visitTracker.markSeen(5000);
    at((now += 20 * MINUTE));
    newPage();
    expect(visitTracker.baseline()).toBe(1000);
    at(now + 29 * MINUTE);
    newPage();
    expect(visitTracker.baseline()).toBe(1000);
  });

  it('after 30 idle minutes a new visit counts from the newest job seen, which never moves back', () => {
    let now = 0;
    expect(visitTracker.baseline()).toBeUndefined();
    visitTracker.markSeen(5000);
    visitTracker.markSeen(3000);
    at((now += 10 * MINUTE));
    visitTracker.touch();
    at((now += VISIT_IDLE_MS - 1));
    newPage();
    expect(visitTracker.baseline()).toBeUndefined();
    at(now + VISIT_IDLE_MS + 1);
    newPage();
    expect(visitTracker.baseline()).toBe(5000);
  });

  it('a visit that never had the list on screen leaves the badges for the next one', () => {
    storeVisit({ version: 2, baselineMs: 1000, activeAtMs: 0 });
    at(VISIT_IDLE_MS + 1);
    expect(visitTracker.peekBaseline()).toBe(1000);
    expect(visitTracker.baseline()).toBe(1000);
  });

  it('reads the first format as a visit that has ended', () => {
    storeVisit({ version: 1, newestSeenMs: 7000 });
    at(Date.UTC(2026, 10, 28));
    expect(visitTracker.baseline()).toBe(7000);
  });

  it('treats unreadable or blocked storage as a first visit kept in the page, without throwing', () => {
    localStorage.setItem(STORAGE_KEY, '{oops');
    expect(visitTracker.peekBaseline()).toBeUndefined();
    storeVisit({ version: 3, newestSeenMs: 1 });
    expect(visitTracker.peekBaseline()).toBeUndefined();

    newPage();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const write = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(visitTracker.baseline()).toBeUndefined();
    expect(() => visitTracker.markSeen(1)).not.toThrow();
    expect(write).toHaveBeenCalled();
    at(VISIT_IDLE_MS + 1);
    expect(visitTracker.baseline()).toBe(1);
  });
});
