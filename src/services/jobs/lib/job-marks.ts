import { z } from '../../../shared/lib/zod.ts';
import type { Job } from '../api/schemas.ts';

/**
 * What the person keeps about jobs: saved (with a note), applied (with the date), hidden. Kept in
 * this browser under a key of its own, with a snapshot of the job, since the feed drops jobs after
 * about a week.
 */
export const MARKS_KEY = 'dashboard.jobs.marks';
/** An unreadable store is moved here (with the time) rather than overwritten. */
export const UNREADABLE_PREFIX = 'dashboard.jobs.marks.unreadable.';

const snapshotSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  url: z.string().optional(),
  tags: z.array(z.string()),
  remote: z.boolean(),
  createdAtMs: z.number().optional(),
  /** Sanitized when saved, and sanitized again when shown. */
  descriptionHtml: z.string().optional(),
});

export const jobMarkSchema = z.object({
  slug: z.string().min(1),
  job: snapshotSchema,
  savedAt: z.number().optional(),
  note: z.string().default(''),
  appliedAt: z.number().optional(),
  hidden: z.boolean().default(false),
});

export type JobMark = z.output<typeof jobMarkSchema>;
export type JobSnapshot = JobMark['job'];

const storeSchema = z.object({ version: z.literal(1), marks: z.array(z.unknown()) });

export type StoreProblem = 'unreadable' | 'unavailable';

export interface ParsedMarks {
  marks: Map<string, JobMark>;
  /** Whether the stored text could not be read as a whole or in part (it is then kept aside). */
  damaged: boolean;
}

/**
 * Reads the stored text (version 1). Text that is not JSON, another version, or marks that fail
 * the schema make the store damaged: the readable marks are kept, and the caller keeps the text
 * aside before anything is written over it.
 */
export function parseMarks(raw: string | null): ParsedMarks {
  const marks = new Map<string, JobMark>();
  if (raw === null) return { marks, damaged: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { marks, damaged: true };
  }
  const store = storeSchema.safeParse(value);
  if (!store.success) return { marks, damaged: true };
  let damaged = false;
  for (const item of store.data.marks) {
    const mark = jobMarkSchema.safeParse(item);
    if (mark.success) marks.set(mark.data.slug, mark.data);
    else damaged = true;
  }
  return { marks, damaged };
}

export const serialiseMarks = (marks: Iterable<JobMark>) => JSON.stringify({ version: 1, marks: [...marks] });

/** Longer descriptions are not kept: a saved job must not fill the browser's storage. */
const MAX_DESCRIPTION_CHARS = 50_000;

export type Sanitize = (html: string) => string;

export const snapshotOf = (job: Job, sanitize?: Sanitize): JobSnapshot => ({
  title: job.title,
  company: job.company,
  location: job.location,
  url: job.url,
  tags: job.tags,
  remote: job.remote,
  createdAtMs: job.createdAtMs,
  descriptionHtml: sanitize && job.descriptionHtml.length <= MAX_DESCRIPTION_CHARS ? sanitize(job.descriptionHtml) : undefined,
});

/** A mark with nothing left to keep is removed. */
const isEmpty = (mark: JobMark) => mark.savedAt === undefined && mark.appliedAt === undefined && !mark.hidden && !mark.note;

export interface MarksStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface MarksState {
  marks: ReadonlyMap<string, JobMark>;
  /** Why marks may not outlive this visit, or were reset: shown to the person. */
  problem?: StoreProblem;
}

/** `sanitize` cleans a job's description before it is kept (without it, no description is kept). */
export function createMarksStore(storage: () => MarksStorage, now: () => number = Date.now, sanitize?: Sanitize) {
  let state: MarksState | undefined;
  const listeners = new Set<() => void>();

  const load = (): MarksState => {
    let raw: string | null;
    try {
      raw = storage().getItem(MARKS_KEY);
    } catch {
      return { marks: new Map(), problem: 'unavailable' };
    }
    const parsed = parseMarks(raw);
    if (!parsed.damaged || raw === null) return { marks: parsed.marks };
    try {
      storage().setItem(UNREADABLE_PREFIX + now(), raw);
      storage().setItem(MARKS_KEY, serialiseMarks(parsed.marks.values()));
    } catch {
      return { marks: parsed.marks, problem: 'unavailable' };
    }
    return { marks: parsed.marks, problem: 'unreadable' };
  };

  const current = () => (state ??= load());

  const commit = (marks: Map<string, JobMark>) => {
    let problem = current().problem;
    try {
      storage().setItem(MARKS_KEY, serialiseMarks(marks.values()));
      if (problem === 'unavailable') problem = undefined;
    } catch {
      problem = 'unavailable';
    }
    state = { marks, problem };
    for (const listener of listeners) listener();
  };

  const update = (slug: string, job: JobSnapshot | undefined, change: (mark: JobMark) => JobMark) => {
    const marks = new Map(current().marks);
    const existing = marks.get(slug);
    const base = existing ?? (job ? { slug, job, note: '', hidden: false } : undefined);
    if (!base) return;
    // The freshest copy of the job replaces the snapshot; a job gone from the feed keeps its own.
    const next = change(job ? { ...base, job: { ...job, descriptionHtml: job.descriptionHtml ?? base.job.descriptionHtml } } : base);
    if (isEmpty(next)) marks.delete(slug);
    else marks.set(slug, next);
    commit(marks);
  };

  return {
    getState: current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another tab changed the store: read it again. */
    reload() {
      state = undefined;
      for (const listener of listeners) listener();
    },
    save: (job: Job) => update(job.slug, snapshotOf(job, sanitize), (mark) => ({ ...mark, savedAt: mark.savedAt ?? now() })),
    setNote: (slug: string, note: string) => update(slug, undefined, (mark) => ({ ...mark, note })),
    setApplied: (slug: string, job: Job | undefined, applied: boolean) =>
      update(slug, job && snapshotOf(job, sanitize), (mark) => ({ ...mark, appliedAt: applied ? (mark.appliedAt ?? now()) : undefined })),
    // Hidden jobs can be many: their snapshot keeps no description.
    setHidden: (slug: string, job: Job | undefined, hidden: boolean) => update(slug, job && snapshotOf(job), (mark) => ({ ...mark, hidden })),
    /** Replaces every mark at once (an import merged with what is kept). */
    replaceAll: (marks: Map<string, JobMark>) => commit(marks),
    /** Unsaves (the note goes with it) and returns what puts the mark back as it was. */
    unsave(slug: string): () => void {
      const before = current().marks.get(slug);
      update(slug, undefined, (mark) => ({ ...mark, savedAt: undefined, note: '' }));
      return () => {
        if (!before) return;
        const marks = new Map(current().marks);
        marks.set(slug, before);
        commit(marks);
      };
    },
  };
}

export type MarksStore = ReturnType<typeof createMarksStore>;
