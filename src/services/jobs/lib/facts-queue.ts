import type { Job } from '../api/schemas.ts';
import type { DetectLanguages } from './posting-language.ts';
import { readPostingFacts, type PostingFacts } from './posting-facts.ts';

/** Runs `work` when the browser has time; `timeLeft` says how many milliseconds of it remain. */
export type WhenIdle = (work: (timeLeft: () => number) => void) => void;

export interface FactsQueueOptions {
  loadDetector: () => Promise<DetectLanguages>;
  whenIdle: WhenIdle;
  /** While postings are being read, what is read so far is published at most this often. */
  publishEveryMs?: number;
  now?: () => number;
}

export interface FactsState {
  /** Changes whenever more facts are known. */
  version: number;
  /** The facts read so far, by job slug; a new function whenever more are known, so a filter over them runs again. */
  factsOf: (slug: string) => PostingFacts | undefined;
  /** Postings waiting to be read. */
  remaining: number;
  /** The detector could not load: `retry()` tries again. */
  failed: boolean;
}

/** Below this much idle time left, the next posting waits for the next idle period. */
const MIN_IDLE_MS = 2;
/**
 * An idle period may offer up to 50 ms; a keystroke arriving meanwhile would wait for it. Reading
 * stops after this long and goes on in the next period.
 */
const MAX_SLICE_MS = 8;

/**
 * Reads each posting's facts once, in idle time, never in a keystroke's render: postings are read
 * one at a time while the browser is idle, in the order wanted, and the facts are kept by slug
 * with the text they were read from, for the tab's life: a job is read once however often it is
 * wanted, and again only if its title or description changes. Most postings' language is told by
 * their words; the detector loads when the first posting that needs it is read, and that posting
 * waits for it.
 */
export function createFactsQueue({ loadDetector, whenIdle, publishEveryMs = 250, now = () => performance.now() }: FactsQueueOptions) {
  const read = new Map<string, { title: string; descriptionHtml: string; facts: PostingFacts }>();
  const queued = new Set<Job>();
  const isRead = (job: Job) => {
    const known = read.get(job.slug);
    return known !== undefined && known.title === job.title && known.descriptionHtml === job.descriptionHtml;
  };
  /** The job's facts, kept; undefined where its language needs the detector and it has not loaded. */
  const readJob = (job: Job) => {
    const facts = readPostingFacts(job, detect);
    if (!facts) return undefined;
    read.set(job.slug, { title: job.title, descriptionHtml: job.descriptionHtml, facts });
    queued.delete(job);
    return facts;
  };
  let pending: Job[] = [];
  /** Postings whose language only the detector can tell, read once it has loaded. */
  let awaitingDetector: Job[] = [];
  let detect: DetectLanguages | undefined;
  let loading = false;
  let scheduled = false;
  let lastPublished = 0;
  const factsAt = () => (slug: string) => read.get(slug)?.facts;
  let state: FactsState = { version: 0, factsOf: factsAt(), remaining: 0, failed: false };
  const listeners = new Set<() => void>();

  const publish = (patch: Partial<FactsState> = {}) => {
    state = { ...state, remaining: pending.length + awaitingDetector.length, ...patch };
    lastPublished = now();
    for (const listener of listeners) listener();
  };

  const readSome = (timeLeft: () => number) => {
    scheduled = false;
    let count = 0;
    let readCount = 0;
    const until = now() + MAX_SLICE_MS;
    while (pending.length && (count === 0 || (timeLeft() > MIN_IDLE_MS && now() < until))) {
      const job = pending.shift()!;
      count += 1;
      if (isRead(job)) continue;
      if (readJob(job)) readCount += 1;
      else awaitingDetector.push(job);
    }
    if (readCount && (pending.length === 0 || now() - lastPublished >= publishEveryMs)) publish({ version: state.version + 1, factsOf: factsAt() });
    else if (count && pending.length === 0) publish();
    if (awaitingDetector.length) loadDetectorOnce();
    schedule();
  };

  function schedule() {
    if (scheduled || !pending.length) return;
    scheduled = true;
    whenIdle(readSome);
  }

  function loadDetectorOnce() {
    if (detect || loading || state.failed) return;
    loading = true;
    loadDetector().then(
      (loaded) => {
        loading = false;
        detect = loaded;
        pending = [...awaitingDetector, ...pending];
        awaitingDetector = [];
        schedule();
      },
      () => {
        loading = false;
        publish({ failed: true });
      },
    );
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The job's facts, read now where they can be without waiting for the detector (one posting: a millisecond or so). */
    readNow(job: Job): PostingFacts | undefined {
      if (isRead(job)) return read.get(job.slug)?.facts;
      return readJob(job);
    },
    /**
     * Queues the jobs not read yet, in the order given (the list's order: what is on screen first);
     * `first` puts them before every job waiting (a job's own page), even one already queued.
     */
    want(jobs: readonly Job[], { first = false } = {}) {
      const wanted = jobs.filter((job) => !isRead(job) && (first || !queued.has(job)));
      if (!wanted.length) return;
      if (first) {
        const moved = new Set(wanted);
        pending = pending.filter((job) => !moved.has(job));
        awaitingDetector = awaitingDetector.filter((job) => !moved.has(job));
      }
      for (const job of wanted) queued.add(job);
      pending = first ? [...wanted, ...pending] : [...pending, ...wanted];
      if (state.remaining !== pending.length + awaitingDetector.length) publish();
      schedule();
    },
    retry() {
      if (!state.failed) return;
      publish({ failed: false });
      loadDetectorOnce();
    },
    /** Stops reading (the tab's scope ended). */
    stop() {
      pending = [];
      awaitingDetector = [];
      queued.clear();
      read.clear();
      listeners.clear();
    },
  };
}

/** The browser's idle callbacks; where there are none, a short task with a frame's budget. */
export const browserWhenIdle: WhenIdle = (work) => {
  if (typeof window !== 'undefined' && window.requestIdleCallback) {
    window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining()), { timeout: 1_000 });
    return;
  }
  setTimeout(() => {
    const until = performance.now() + 8;
    work(() => until - performance.now());
  }, 0);
};
