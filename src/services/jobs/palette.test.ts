import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { storeOf } from '../../shared/storage/database.ts';
import { STORES } from '../../shared/storage/stores.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobMark } from './lib/job-marks.ts';
import { indexedDbMarksBackend } from './lib/marks-backend.ts';
import { palette } from './palette.ts';

const mark = (slug: string, savedAt: number | undefined, hidden = false): JobMark => ({
  slug,
  job: { title: `Title ${slug}`, company: 'Acme', location: 'Köln', tags: [], remote: false },
  savedAt,
  note: 'visa?',
  hidden,
});
const marksDatabase = storeOf(STORES.marks);

describe('the jobs palette', () => {
  beforeEach(() => clear(marksDatabase));

  it('offers saved jobs, newest first, and not jobs only hidden', async () => {
    await indexedDbMarksBackend()!.write([mark('a', 1), mark('b', 2), mark('c', undefined, true)], []);
    const entries = await palette();
    expect(entries.map((entry) => entry.to)).toEqual(['/jobs/b', '/jobs/a']);
    expect(entries[0]).toMatchObject({ label: 'Title b — Acme', group: 'Saved' });
    expect(entries[0]!.keywords).toContain('Köln');
  });

  it('skips records that do not parse', async () => {
    await indexedDbMarksBackend()!.write([mark('a', 1), { slug: 'x' } as JobMark], []);
    expect((await palette()).map((entry) => entry.to)).toEqual(['/jobs/a']);
  });
});
