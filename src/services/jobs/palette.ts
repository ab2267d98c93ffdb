import type { PaletteSource } from '../../shared/registry/palette.ts';
import { MARKS_KEY, parseMarks } from './lib/job-marks.ts';

/** Saved jobs, newest saved first; a store that cannot be read offers none (the jobs pages explain it). */
export const jobsPalette: PaletteSource = () => {
  let raw: string | null;
  try {
    raw = localStorage.getItem(MARKS_KEY);
  } catch {
    return [];
  }
  return [...parseMarks(raw).marks.values()]
    .filter((mark) => mark.savedAt !== undefined)
    .sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0))
    .map((mark) => ({
      id: `jobs:saved:${mark.slug}`,
      label: `${mark.job.title} — ${mark.job.company}`,
      group: 'Saved' as const,
      keywords: `job saved ${mark.job.location} ${mark.note}`,
      to: `/jobs/${encodeURIComponent(mark.slug)}`,
    }));
};
