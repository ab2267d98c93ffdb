import type { PaletteSource } from '../../shared/registry/palette.ts';
import { jobMarkSchema } from './lib/job-marks.ts';
import { indexedDbMarksBackend } from './lib/marks-backend.ts';
import { GERMAN_LABELS, languageBadge, languageWords } from './lib/posting-labels.ts';

/** Saved jobs, newest saved first; marks that cannot be read offer none (the jobs pages explain it). */
export const palette: PaletteSource = async () => {
  let records: [string, unknown][];
  try {
    records = (await indexedDbMarksBackend()?.readAll()) ?? [];
  } catch {
    return [];
  }
  return records
    .flatMap(([, value]) => {
      const mark = jobMarkSchema.safeParse(value);
      return mark.success && mark.data.savedAt !== undefined ? [mark.data] : [];
    })
    .sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0))
    .map((mark) => ({
      id: `jobs:saved:${mark.slug}`,
      label: `${mark.job.title} — ${mark.job.company}${
        mark.job.german === undefined ? '' : ` (${languageBadge(mark.job.lang ?? undefined)}, ${GERMAN_LABELS[mark.job.german]})`
      }`,
      group: 'Saved' as const,
      keywords: `job saved ${mark.job.location} ${mark.note}${mark.job.german === undefined ? '' : ` ${languageWords(mark.job.lang ?? undefined)}`}`,
      to: `/jobs/${encodeURIComponent(mark.slug)}`,
    }));
};
