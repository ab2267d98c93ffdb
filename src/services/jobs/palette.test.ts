import { beforeEach, describe, expect, it } from 'vitest';
import { MARKS_KEY, serialiseMarks, type JobMark } from './lib/job-marks.ts';
import { jobsPalette } from './palette.ts';

const mark = (slug: string, savedAt: number | undefined, hidden = false): JobMark => ({
  slug,
  job: { title: `Title ${slug}`, company: 'Acme', location: 'Köln', tags: [], remote: false },
  savedAt,
  note: 'visa?',
  hidden,
});

describe('jobsPalette', () => {
  beforeEach(() => localStorage.clear());

  it('offers saved jobs, newest first, and not jobs only hidden', async () => {
    localStorage.setItem(MARKS_KEY, serialiseMarks([mark('a', 1), mark('b', 2), mark('c', undefined, true)]));
    const entries = await jobsPalette();
    expect(entries.map((entry) => entry.to)).toEqual(['/jobs/b', '/jobs/a']);
    expect(entries[0]).toMatchObject({ label: 'Title b — Acme', group: 'Saved' });
    expect(entries[0]!.keywords).toContain('Köln');
  });

  it('offers nothing from an unreadable store', async () => {
    localStorage.setItem(MARKS_KEY, '{broken');
    expect(await jobsPalette()).toEqual([]);
  });
});
