import type { Job } from '../api/schemas.ts';
import { isEmptyMark, jobMarkSchema, parseMarks, snapshotOf, type JobMark, type JobSnapshot, type Sanitize } from './job-marks.ts';
import type { MarksBackend } from './marks-backend.ts';
import type { PostingFacts } from './posting-facts.ts';

export type StoreProblem = 'unreadable' | 'unavailable';

export interface MarksState {
  marks: ReadonlyMap<string, JobMark>;
  /** True until the kept marks have been read (IndexedDB answers asynchronously). */
  loading: boolean;
  /** Why marks may not outlive this visit, or were partly set aside: shown to the person. */
  problem?: StoreProblem;
}

/** Where an earlier release kept marks (localStorage): read once, moved into the backend, then removed. */
export interface LegacyMarks {
  read(): string | null;
  remove(): void;
}

export interface MarksStoreOptions {
  /** Undefined where IndexedDB is missing: marks then last for this visit, with a notice. */
  backend: () => MarksBackend | undefined;
  legacy?: LegacyMarks;
  now?: () => number;
  /**
   * Loads what cleans a job's description before it is kept (without it, no description is kept).
   * A mark is kept at once; its description joins it once the sanitizer has loaded.
   */
  loadSanitizer?: () => Promise<Sanitize>;
  /** Called after a change has been written, so other tabs can read it. */
  onWritten?: () => void;
  /** The posting's language and German requirement, kept with its snapshot when they are known. */
  factsOf?: (job: Job) => PostingFacts | undefined;
}

/**
 * The person's marks: changes apply in memory at once and are written behind, one record per job.
 * Changes made before the kept marks have been read wait for them, so nothing read is overwritten.
 */
export function createMarksStore({ backend: openBackend, legacy, now = Date.now, loadSanitizer, onWritten, factsOf }: MarksStoreOptions) {
  let state: MarksState = { marks: new Map(), loading: true };
  let backend: MarksBackend | undefined;
  let loading: Promise<void> | undefined;
  let writing: Promise<void> = Promise.resolve();
  // After a failed write, the next one writes every mark, so the backend catches up.
  let behind = false;
  const listeners = new Set<() => void>();

  const publish = (next: MarksState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function read(): Promise<MarksState> {
    backend = openBackend();
    if (!backend) return { marks: new Map(), loading: false, problem: 'unavailable' };
    const marks = new Map<string, JobMark>();
    let damaged: boolean;
    try {
      const unreadable: string[] = [];
      for (const [slug, value] of await backend.readAll()) {
        const mark = jobMarkSchema.safeParse(value);
        if (mark.success && mark.data.slug === slug) {
          marks.set(slug, mark.data);
        } else {
          await backend.keepAside(`${now()}:${slug}`, value);
          unreadable.push(slug);
        }
      }
      if (unreadable.length) await backend.write([], unreadable);
      const legacyDamaged = await moveLegacyMarks(backend, marks);
      damaged = unreadable.length > 0 || legacyDamaged;
    } catch {
      backend = undefined;
      return { marks, loading: false, problem: 'unavailable' };
    }
    return { marks, loading: false, problem: damaged ? 'unreadable' : undefined };
  }

  /** Returns whether the legacy text was damaged (it is then kept aside). */
  async function moveLegacyMarks(target: MarksBackend, marks: Map<string, JobMark>): Promise<boolean> {
    let raw: string | null;
    try {
      raw = legacy?.read() ?? null;
    } catch {
      return false;
    }
    if (raw === null) return false;
    const parsed = parseMarks(raw);
    const moved = [...parsed.marks.values()].filter((mark) => !marks.has(mark.slug));
    if (parsed.damaged) await target.keepAside(`${now()}:legacy`, raw);
    await target.write(moved, []);
    for (const mark of moved) marks.set(mark.slug, mark);
    legacy?.remove();
    return parsed.damaged;
  }

  const start = () => (loading ??= read().then(publish));

  /** Runs a change now, or once the kept marks have been read. */
  const whenRead = (change: () => void) => {
    if (state.loading) void start().then(change);
    else change();
  };

  const commit = (marks: Map<string, JobMark>, changed: Iterable<string>) => {
    publish({ ...state, marks });
    const target = backend;
    if (!target) return;
    const slugs = behind ? [...marks.keys()] : [...new Set(changed)];
    const put = slugs.flatMap((slug) => marks.get(slug) ?? []);
    const remove = slugs.filter((slug) => !marks.has(slug));
    writing = writing
      .then(() => target.write(put, remove))
      .then(
        () => {
          behind = false;
          if (state.problem === 'unavailable') publish({ ...state, problem: undefined });
          onWritten?.();
        },
        () => {
          behind = true;
          publish({ ...state, problem: 'unavailable' });
        },
      );
  };

  const update = (slug: string, job: JobSnapshot | undefined, change: (mark: JobMark) => JobMark) =>
    whenRead(() => {
      const marks = new Map(state.marks);
      const existing = marks.get(slug);
      const base = existing ?? (job ? { slug, job, note: '', hidden: false } : undefined);
      if (!base) return;
      // The freshest copy of the job replaces the snapshot; a job gone from the feed keeps its own.
      // The kept description and facts stay when the fresh copy has not got them yet.
      const kept = base.job;
      const facts = job?.german === undefined && kept.german !== undefined ? { lang: kept.lang, german: kept.german, germanPhrase: kept.germanPhrase } : {};
      const next = change(job ? { ...base, job: { ...job, descriptionHtml: job.descriptionHtml ?? kept.descriptionHtml, ...facts } } : base);
      if (isEmptyMark(next)) marks.delete(slug);
      else marks.set(slug, next);
      commit(marks, [slug]);
    });

  let sanitize: Sanitize | undefined;
  /** Adds the job's cleaned description to its mark, if the mark is still there (an unsaved job stays gone). */
  const addDescription = (job: Job, clean: Sanitize) =>
    whenRead(() => {
      const mark = state.marks.get(job.slug);
      const descriptionHtml = snapshotOf(job, clean).descriptionHtml;
      if (!mark || descriptionHtml === undefined) return;
      commit(new Map(state.marks).set(job.slug, { ...mark, job: { ...mark.job, descriptionHtml } }), [job.slug]);
    });
  /** The job's snapshot: with its description once the sanitizer has loaded, else without it and the description follows. */
  const snapshotKept = (job: Job): JobSnapshot => {
    if (!sanitize && loadSanitizer)
      loadSanitizer().then(
        (loaded) => {
          sanitize = loaded;
          addDescription(job, loaded);
        },
        // The mark stays without a description: the job's own page shows it from the feed.
        () => undefined,
      );
    return snapshotOf(job, sanitize, factsOf?.(job));
  };

  return {
    getState: () => {
      void start();
      return state;
    },
    /** Resolves once the kept marks have been read. */
    ready: () => start(),
    /** Resolves once every change so far has been written (or has failed). */
    written: () => writing,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another tab changed the marks: read them again (what is shown stays until they are read). */
    reload() {
      loading = read().then(publish);
      return loading;
    },
    save: (job: Job) => update(job.slug, snapshotKept(job), (mark) => ({ ...mark, savedAt: mark.savedAt ?? now() })),
    setNote: (slug: string, note: string) => update(slug, undefined, (mark) => ({ ...mark, note })),
    setApplied: (slug: string, job: Job | undefined, applied: boolean) =>
      update(slug, job && snapshotKept(job), (mark) => ({ ...mark, appliedAt: applied ? (mark.appliedAt ?? now()) : undefined })),
    // Hidden jobs can be many: their snapshot keeps no description.
    setHidden: (slug: string, job: Job | undefined, hidden: boolean) =>
      update(slug, job && snapshotOf(job, undefined, factsOf?.(job)), (mark) => ({ ...mark, hidden })),
    /** Merges other marks in (an import), once the kept ones have been read; resolves with the merge's own result. */
    merge<Result>(combine: (kept: ReadonlyMap<string, JobMark>) => { marks: Map<string, JobMark> } & Result): Promise<Result> {
      return start().then(() => {
        const result = combine(state.marks);
        commit(result.marks, new Set([...state.marks.keys(), ...result.marks.keys()]));
        return result;
      });
    },
    /** Unsaves (the note goes with it unless the job is marked applied) and returns what puts the mark back as it was. */
    unsave(slug: string): () => void {
      const before = state.marks.get(slug);
      update(slug, undefined, (mark) => ({ ...mark, savedAt: undefined, note: mark.appliedAt === undefined ? '' : mark.note }));
      return () => {
        if (!before) return;
        const marks = new Map(state.marks);
        marks.set(slug, before);
        commit(marks, [slug]);
      };
    },
  };
}
