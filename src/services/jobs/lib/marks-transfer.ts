import { toCsv } from '../../../shared/lib/csv.ts';
import { z } from '../../../shared/lib/zod.ts';
import { jobMarkSchema, type JobMark } from './job-marks.ts';
import { GERMAN_LABELS, languageWords } from './posting-labels.ts';
import { countOf } from '../../../shared/lib/plural.ts';

/** What an export says it is, so an import can refuse files from elsewhere. */
const EXPORT_FORMAT = 'dashboard.jobs.saved';
export const EXPORT_VERSION = 1;
/** Far above any real list of saved jobs; larger files are refused unread. */
export const MAX_IMPORT_BYTES = 2_000_000;

const CSV_COLUMNS = ['title', 'company', 'location', 'url', 'tags', 'language', 'german', 'german_reason', 'saved_at', 'applied_at', 'hidden', 'note'] as const;

const isoDate = (ms: number | undefined) => (ms === undefined ? '' : new Date(ms).toISOString());

export function marksToCsv(marks: readonly JobMark[]): string {
  const rows = marks.map((mark) => [
    mark.job.title,
    mark.job.company,
    mark.job.location,
    mark.job.url ?? '',
    mark.job.tags.join('; '),
    mark.job.german === undefined ? '' : languageWords(mark.job.lang ?? undefined),
    mark.job.german === undefined ? '' : GERMAN_LABELS[mark.job.german],
    mark.job.germanPhrase ?? '',
    isoDate(mark.savedAt),
    isoDate(mark.appliedAt),
    mark.hidden ? 'yes' : '',
    mark.note,
  ]);
  return toCsv(CSV_COLUMNS, rows);
}

export function marksToJson(marks: readonly JobMark[], now = Date.now()): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date(now).toISOString(), marks }, null, 2);
}

const exportSchema = z.object({ format: z.literal(EXPORT_FORMAT), version: z.number(), marks: z.array(z.unknown()) });

export type ImportResult = { ok: true; marks: JobMark[] } | { ok: false; reason: string };

/** Reads an export back; any problem refuses the whole file with the reason. */
export function parseImport(text: string, bytes = new Blob([text]).size): ImportResult {
  if (bytes > MAX_IMPORT_BYTES) return { ok: false, reason: `The file is too large (${Math.ceil(bytes / 1000)} kB; at most ${MAX_IMPORT_BYTES / 1000} kB).` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The file is not JSON.' };
  }
  const file = exportSchema.safeParse(value);
  if (!file.success) return { ok: false, reason: 'The file is not a saved-jobs export from this page.' };
  if (file.data.version !== EXPORT_VERSION)
    return { ok: false, reason: `The file is version ${file.data.version}; this page reads version ${EXPORT_VERSION}.` };
  const marks: JobMark[] = [];
  for (const [index, item] of file.data.marks.entries()) {
    const mark = jobMarkSchema.safeParse(item);
    if (!mark.success) return { ok: false, reason: `Entry ${index + 1} is not a saved job (${mark.error.issues[0]?.path.join('.') || 'shape'}).` };
    marks.push(mark.data);
  }
  return { ok: true, marks };
}

export interface MarkCounts {
  jobs: number;
  saved: number;
  applied: number;
  hidden: number;
  notes: number;
}

export function countMarks(marks: Iterable<JobMark>): MarkCounts {
  const counts: MarkCounts = { jobs: 0, saved: 0, applied: 0, hidden: 0, notes: 0 };
  for (const mark of marks) {
    counts.jobs += 1;
    if (mark.savedAt !== undefined) counts.saved += 1;
    if (mark.appliedAt !== undefined) counts.applied += 1;
    if (mark.hidden) counts.hidden += 1;
    if (mark.note.trim()) counts.notes += 1;
  }
  return counts;
}

/** "2 saved, 1 applied, 3 hidden, 1 with a note": the marks counted, none left unsaid. */
export const describeCounts = (counts: MarkCounts): string =>
  `${counts.saved} saved, ${counts.applied} applied, ${counts.hidden} hidden, ${countOf(counts.notes, 'with a note', 'with notes')}`;

/**
 * Imported marks join the existing ones without taking anything away: a job already kept keeps
 * its marks and gains the ones it lacks; two different notes are both kept.
 */
export function mergeMarks(
  existing: ReadonlyMap<string, JobMark>,
  imported: readonly JobMark[],
): { marks: Map<string, JobMark>; added: number; merged: number } {
  const marks = new Map(existing);
  let added = 0;
  let merged = 0;
  for (const mark of imported) {
    const current = marks.get(mark.slug);
    if (!current) {
      marks.set(mark.slug, mark);
      added += 1;
      continue;
    }
    const note = !mark.note || current.note.includes(mark.note) ? current.note : current.note ? `${current.note}\n\n${mark.note}` : mark.note;
    marks.set(mark.slug, {
      ...current,
      savedAt: current.savedAt ?? mark.savedAt,
      appliedAt: current.appliedAt ?? mark.appliedAt,
      hidden: current.hidden || mark.hidden,
      note,
    });
    merged += 1;
  }
  return { marks, added, merged };
}
