import { describe, expect, it, vi } from 'vitest';
import type { Job } from '../api/schemas.ts';
import { readJob } from '../../../testing/board-jobs.ts';
import { sampleJob } from '../fake/sample-jobs.ts';
import { createFactsQueue, type WhenIdle } from './facts-queue.ts';
import type { DetectLanguages } from './posting-language.ts';

const jobs = (count: number, from = 0): Job[] => Array.from({ length: count }, (_, n) => readJob(sampleJob(from + n, 1_783_500_000)));

/** Idle periods run by hand, each with a budget counted in postings read. */
function idleByHand() {
  const waiting: ((timeLeft: () => number) => void)[] = [];
  const whenIdle: WhenIdle = (work) => waiting.push(work);
  return {
    whenIdle,
    /** Runs the next idle period, with time for `postings` postings. */
    run(postings: number) {
      // The first posting of a period is read whatever the time left: the budget covers the rest.
      let left = postings - 1;
      waiting.shift()?.(() => (left-- > 0 ? 10 : 0));
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Jobs written in French: the sample board's every 13th from the 6th; only the detector tells their language. */
const frenchJobs = (count: number): Job[] => Array.from({ length: count }, (_, n) => readJob(sampleJob(6 + 13 * n, 1_783_500_000)));

const english: DetectLanguages = () => [{ lang: 'en', accuracy: 0.9 }];
const french: DetectLanguages = () => [{ lang: 'fr', accuracy: 0.9 }];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFactsQueue', () => {
  it('reads postings only in idle periods, each once, publishes what it read, and loads the detector once, for the first posting its words do not tell', async () => {
    const idle = idleByHand();
    const detect = vi.fn(french);
    const loadDetector = vi.fn(() => Promise.resolve(detect));
    const queue = createFactsQueue({ loadDetector, whenIdle: idle.whenIdle, publishEveryMs: 0, now: () => 0 });
    const listener = vi.fn();
    queue.subscribe(listener);
    const first = jobs(5);
    queue.want(first);
    queue.want(first);
    expect(queue.getState()).toMatchObject({ remaining: 5, version: 0 });
    await settle();
    expect(queue.getState().factsOf(first[0]!.slug)).toBeUndefined();
    idle.run(2);
    expect(first.filter((job) => queue.getState().factsOf(job.slug)).length).toBeGreaterThanOrEqual(2);
    expect(first.filter((job) => queue.getState().factsOf(job.slug)).length).toBeLessThan(5);
    expect(queue.getState().version).toBe(1);
    while (idle.waiting) idle.run(10);
    await settle();
    expect(first.every((job) => queue.getState().factsOf(job.slug)?.german !== undefined)).toBe(true);
    expect(queue.getState()).toMatchObject({ remaining: 0, failed: false });
    // English and German postings are told by their words: no detector yet.
    expect(loadDetector).not.toHaveBeenCalled();

    const inFrench = frenchJobs(2);
    queue.want(inFrench);
    idle.run(10);
    expect(loadDetector).toHaveBeenCalledTimes(1);
    expect(queue.getState()).toMatchObject({ remaining: 2 });
    await settle();
    while (idle.waiting) idle.run(10);
    expect(inFrench.map((job) => queue.getState().factsOf(job.slug)?.lang)).toEqual(['fr', 'fr']);
    expect(queue.getState()).toMatchObject({ remaining: 0, failed: false });
    expect(loadDetector).toHaveBeenCalledTimes(1);
    const reads = detect.mock.calls.length;
    queue.want([...first, ...inFrench]);
    expect(idle.waiting).toBe(0);
    expect(detect).toHaveBeenCalledTimes(reads);
    expect(listener).toHaveBeenCalled();
  });

  it('stops reading after 8 ms of an idle period, however much idle time is left, so a keystroke never waits long', async () => {
    const idle = idleByHand();
    let clock = 0;
    // Each reading of the clock is 3 ms later: the slice ends after the third posting.
    const queue = createFactsQueue({ loadDetector: () => Promise.resolve(english), whenIdle: idle.whenIdle, now: () => (clock += 3) });
    const list = jobs(10);
    queue.want(list);
    await settle();
    idle.run(100);
    expect(list.filter((job) => queue.getState().factsOf(job.slug)).length).toBe(3);
    expect(idle.waiting).toBe(1);
  });

  it('puts a job’s own page first, before the list waiting', async () => {
    const idle = idleByHand();
    const queue = createFactsQueue({ loadDetector: () => Promise.resolve(english), whenIdle: idle.whenIdle, now: () => 0 });
    const list = jobs(50);
    queue.want(list);
    await settle();
    queue.want([list[40]!], { first: true });
    idle.run(1);
    expect(queue.getState().factsOf(list[40]!.slug)).toBeDefined();
    expect(queue.getState().factsOf(list[0]!.slug)).toBeUndefined();
  });

  it('says when the detector cannot load, keeps the postings its words tell, and reads the others once a retry loads it', async () => {
    const idle = idleByHand();
    const loadDetector = vi.fn<() => Promise<DetectLanguages>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(french);
    const queue = createFactsQueue({ loadDetector, whenIdle: idle.whenIdle, now: () => 0 });
    const told = jobs(2, 30);
    const inFrench = frenchJobs(3);
    queue.want([...inFrench, ...told]);
    while (idle.waiting) idle.run(10);
    await settle();
    expect(queue.getState()).toMatchObject({ failed: true, remaining: 3 });
    expect(told.every((job) => queue.getState().factsOf(job.slug))).toBe(true);
    expect(inFrench.some((job) => queue.getState().factsOf(job.slug))).toBe(false);
    queue.retry();
    await settle();
    while (idle.waiting) idle.run(10);
    expect(queue.getState()).toMatchObject({ failed: false, remaining: 0 });
    expect(inFrench.every((job) => queue.getState().factsOf(job.slug)?.lang === 'fr')).toBe(true);
  });

  it('reads one job at once when asked: at once where its words tell the language, else once the detector is there (a job being saved)', async () => {
    const idle = idleByHand();
    const queue = createFactsQueue({ loadDetector: () => Promise.resolve(french), whenIdle: idle.whenIdle, now: () => 0 });
    const [inGerman] = jobs(1, 4);
    const [job, other] = frenchJobs(2);
    expect(queue.readNow(inGerman!)).toMatchObject({ lang: 'de' });
    expect(queue.readNow(job!)).toBeUndefined();
    queue.want([other!]);
    idle.run(1);
    await settle();
    expect(queue.readNow(job!)).toMatchObject({ lang: 'fr' });
  });
});
