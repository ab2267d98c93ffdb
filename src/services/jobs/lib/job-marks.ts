import { z } from '../../../shared/lib/zod.ts';
import type { Job } from '../api/schemas.ts';
import type { PostingFacts } from './posting-facts.ts';

/**
 * What the person keeps about jobs: saved (with a note), applied (with the date), hidden, each
 * with a snapshot of the job, since the feed drops jobs after about a week. The store
 * (`marks-store.ts`) keeps them in IndexedDB; `LEGACY_MARKS_KEY` is the localStorage key where
 * earlier releases kept them, read once and moved over.
 */
export const LEGACY_MARKS_KEY = 'dashboard.jobs.marks' as const;

const snapshotSchema = z.object({
  title: z.string(),
  company: z.string(),
  location: z.string(),
  url: z.optional(z.string()),
  tags: z.array(z.string()),
  remote: z.boolean(),
  createdAtMs: z.optional(z.number()),
  /** Sanitized when saved, and sanitized again when shown. */
  descriptionHtml: z.optional(z.string()),
  /** The posting's language (ISO 639-1; null: unclear) and German requirement, once read (see posting-facts.ts). */
  lang: z.optional(z.nullable(z.string())),
  german: z.optional(z.enum(['required', 'plus', 'none'])),
  germanPhrase: z.optional(z.string()),
});

export const jobMarkSchema = z.object({
  slug: z.string().check(z.minLength(1)),
  job: snapshotSchema,
  savedAt: z.optional(z.number()),
  note: z._default(z.string(), ''),
  appliedAt: z.optional(z.number()),
  hidden: z._default(z.boolean(), false),
});

export type JobMark = z.output<typeof jobMarkSchema>;
export type JobSnapshot = JobMark['job'];

const storeSchema = z.object({ version: z.literal(1), marks: z.array(z.unknown()) });

export interface ParsedMarks {
  marks: Map<string, JobMark>;
  /** Whether the stored text could not be read as a whole or in part (it is then kept aside). */
  damaged: boolean;
}

/**
 * Reads marks kept as one text (version 1, as earlier releases did in localStorage). Text that is
 * not JSON, another version, or marks that fail the schema make it damaged: the readable marks are
 * kept, and the caller keeps the text aside.
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

/** Longer descriptions are not kept: a saved job must not fill the browser's storage. */
const MAX_DESCRIPTION_CHARS = 50_000;

export type Sanitize = (html: string) => string;

export const snapshotOf = (job: Job, sanitize?: Sanitize, facts?: PostingFacts): JobSnapshot => ({
  title: job.title,
  company: job.company,
  location: job.location,
  url: job.url,
  tags: job.tags,
  remote: job.remote,
  createdAtMs: job.createdAtMs,
  descriptionHtml: sanitize && job.descriptionHtml.length <= MAX_DESCRIPTION_CHARS ? sanitize(job.descriptionHtml) : undefined,
  ...(facts && { lang: facts.lang ?? null, german: facts.german, germanPhrase: facts.germanPhrase }),
});

/** A snapshot's facts in the form the badges read, if they were read when it was kept. */
export const snapshotFacts = (snapshot: JobSnapshot): Pick<PostingFacts, 'lang' | 'german' | 'germanPhrase'> | undefined =>
  snapshot.german === undefined ? undefined : { lang: snapshot.lang ?? undefined, german: snapshot.german, germanPhrase: snapshot.germanPhrase };

/** A mark with nothing left to keep is removed. */
export const isEmptyMark = (mark: JobMark) => mark.savedAt === undefined && mark.appliedAt === undefined && !mark.hidden && !mark.note;
