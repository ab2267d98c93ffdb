import { describe, expect, it } from 'vitest';
import type { JobMark } from './job-marks.ts';
import { countMarks, describeCounts, marksToCsv, marksToJson, MAX_IMPORT_BYTES, mergeMarks, parseImport } from './marks-transfer.ts';

/** What an export from this page says it is: files people keep are read back by it, so it never changes. */
const EXPORT_FORMAT = 'dashboard.jobs.saved';

const mark = (slug: string, patch: Partial<JobMark> = {}): JobMark => ({
  slug,
  job: { title: `Job ${slug}`, company: 'ACME', location: 'Köln', url: `https://www.arbeitnow.com/jobs/${slug}`, tags: ['Data'], remote: false },
  savedAt: Date.UTC(2026, 10, 1),
  note: '',
  hidden: false,
  ...patch,
});

describe('CSV export', () => {
  it("is written by the app's CSV writer: a byte-order mark for Excel, a header and one row per job, notes included", () => {
    const csv = marksToCsv([mark('a-1', { note: '=cmd|calc', appliedAt: Date.UTC(2026, 10, 2) })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'title,company,location,url,tags,language,german,german_reason,saved_at,applied_at,hidden,note',
      "Job a-1,ACME,Köln,https://www.arbeitnow.com/jobs/a-1,Data,,,,2026-11-01T00:00:00.000Z,2026-11-02T00:00:00.000Z,,'=cmd|calc",
      '',
    ]);
  });

  it("carries hidden jobs and each posting's language and German requirement, an unclear language said so", () => {
    const csv = marksToCsv([
      mark('h-1', { savedAt: undefined, hidden: true, job: { ...mark('h-1').job, lang: null, german: 'plus', germanPhrase: 'German is a plus' } }),
      mark('f-1', { job: { ...mark('f-1').job, lang: 'fr', german: 'none' } }),
    ]);
    expect(csv.slice(1).split('\r\n').slice(1, 3)).toEqual([
      'Job h-1,ACME,Köln,https://www.arbeitnow.com/jobs/h-1,Data,language unclear,German a plus,German is a plus,,,yes,',
      'Job f-1,ACME,Köln,https://www.arbeitnow.com/jobs/f-1,Data,French,No German mentioned,,2026-11-01T00:00:00.000Z,,,',
    ]);
  });
});

describe('what an export carries', () => {
  it('counts every kind of mark, a job with several counted under each', () => {
    const counts = countMarks([
      mark('a', { appliedAt: 9, note: 'call back' }),
      mark('b', { savedAt: undefined, hidden: true }),
      mark('c', { savedAt: undefined, note: '  ', hidden: true }),
    ]);
    expect(counts).toEqual({ jobs: 3, saved: 1, applied: 1, hidden: 2, notes: 1 });
    expect(describeCounts(counts)).toBe('1 saved, 1 applied, 2 hidden, 1 with a note');
    expect(describeCounts(countMarks([]))).toBe('0 saved, 0 applied, 0 hidden, 0 with notes');
  });
});

describe('JSON export and import', () => {
  it('reads its own export back: saved, applied, hidden, notes, dates and the posting facts', () => {
    const marks = [
      mark('a-1', { note: 'hi' }),
      mark('b-2', { hidden: true, savedAt: undefined }),
      mark('c-3', {
        savedAt: undefined,
        appliedAt: 7,
        note: 'interview',
        job: { ...mark('c-3').job, lang: 'de', german: 'required', germanPhrase: 'Deutsch C1' },
      }),
    ];
    expect(parseImport(marksToJson(marks))).toEqual({ ok: true, marks });
    expect(JSON.parse(marksToJson(marks))).toMatchObject({ format: EXPORT_FORMAT, version: 1 });
  });

  it('refuses with the reason: not JSON, from elsewhere, another version, a bad entry, too large', () => {
    expect(parseImport('nope')).toEqual({ ok: false, reason: 'The file is not JSON.' });
    expect(parseImport('{"data":[]}')).toEqual({ ok: false, reason: 'The file is not a saved-jobs export from this page.' });
    expect(parseImport(JSON.stringify({ format: EXPORT_FORMAT, version: 2, marks: [] }))).toEqual({
      ok: false,
      reason: 'The file is version 2; this page reads version 1.',
    });
    expect(parseImport(JSON.stringify({ format: EXPORT_FORMAT, version: 1, marks: [mark('a-1'), { slug: 'x' }] }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^Entry 2 is not a saved job/),
    });
    expect(parseImport('{}', MAX_IMPORT_BYTES + 1)).toMatchObject({ ok: false, reason: expect.stringMatching(/too large/) });
  });

  it('merges without losing anything already kept', () => {
    const existing = new Map([['a-1', mark('a-1', { note: 'mine' })]]);
    const { marks, added, merged } = mergeMarks(existing, [mark('a-1', { note: 'theirs', appliedAt: 5 }), mark('b-2')]);
    expect({ added, merged }).toEqual({ added: 1, merged: 1 });
    expect(marks.get('a-1')).toMatchObject({ note: 'mine\n\ntheirs', appliedAt: 5 });
    expect(marks.get('b-2')).toBeDefined();
  });
});
