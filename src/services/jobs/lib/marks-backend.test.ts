import 'fake-indexeddb/auto';
import { clear, entries } from 'idb-keyval';
import { storeOf } from '../../../shared/storage/database.ts';
import { STORES } from '../../../shared/storage/stores.ts';
import { describe, expect, it } from 'vitest';
import type { JobMark } from './job-marks.ts';
import { indexedDbMarksBackend } from './marks-backend.ts';

const mark = (slug: string, note = ''): JobMark => ({
  slug,
  job: { title: slug, company: 'C', location: 'Wien', tags: [], remote: true },
  savedAt: 5,
  note,
  hidden: false,
});

describe('IndexedDB marks backend', () => {
  it('writes one record per job in a store of its own, and removes in the same transaction', async () => {
    const backend = indexedDbMarksBackend()!;
    await backend.write([mark('a-1'), mark('b-2', 'visa?')], []);
    await backend.write([mark('c-3')], ['a-1']);
    expect(new Map(await backend.readAll())).toEqual(
      new Map([
        ['b-2', mark('b-2', 'visa?')],
        ['c-3', mark('c-3')],
      ]),
    );
    // Emptying the query cache's store leaves marks alone.
    await clear(storeOf(STORES.queryCache));
    expect(await backend.readAll()).toHaveLength(2);
    expect((await entries(storeOf(STORES.marks))).map(([key]) => key)).toEqual(['b-2', 'c-3']);
  });

  it('keeps unreadable records apart from the marks', async () => {
    const backend = indexedDbMarksBackend()!;
    const before = (await backend.readAll()).length;
    await backend.keepAside('9:x', { broken: true });
    expect(await backend.readAll()).toHaveLength(before);
  });
});
