import { describe, expect, it } from 'vitest';
import { jobSchema } from '../api/schemas.ts';
import { buildJob } from '../mocks.ts';
import { createMarksStore, MARKS_KEY, parseMarks, serialiseMarks, UNREADABLE_PREFIX, type MarksStorage } from './job-marks.ts';

const job = (index: number) => jobSchema.parse(buildJob(index));

function memoryStorage(initial: Record<string, string> = {}): MarksStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('job marks store', () => {
  it('saves with a snapshot and a note, marks applied and hidden, and survives a reload', () => {
    const storage = memoryStorage();
    let clock = 1000;
    const store = createMarksStore(
      () => storage,
      () => clock,
    );
    const first = job(1);
    store.save(first);
    store.setNote(first.slug, 'Call Anna on Monday');
    clock = 2000;
    store.setApplied(first.slug, first, true);
    store.setHidden(job(2).slug, job(2), true);
    const again = createMarksStore(() => storage).getState();
    expect(again.problem).toBeUndefined();
    expect(again.marks.get(first.slug)).toMatchObject({
      savedAt: 1000,
      appliedAt: 2000,
      note: 'Call Anna on Monday',
      job: { title: first.title, url: first.url },
    });
    expect(again.marks.get(job(2).slug)?.hidden).toBe(true);
  });

  it('keeps the sanitized description of saved jobs only', () => {
    const store = createMarksStore(
      () => memoryStorage(),
      Date.now,
      (html) => `clean:${html.length}`,
    );
    store.save(job(1));
    store.setHidden(job(2).slug, job(2), true);
    store.setHidden(job(1).slug, job(1), true);
    expect(store.getState().marks.get(job(1).slug)?.job.descriptionHtml).toBe(`clean:${job(1).descriptionHtml.length}`);
    expect(store.getState().marks.get(job(2).slug)?.job.descriptionHtml).toBeUndefined();
  });

  it('unsave removes the note and returns an undo that puts it back', () => {
    const storage = memoryStorage();
    const store = createMarksStore(() => storage);
    const first = job(1);
    store.save(first);
    store.setNote(first.slug, 'keep me');
    const undo = store.unsave(first.slug);
    expect(store.getState().marks.has(first.slug)).toBe(false);
    undo();
    expect(
      createMarksStore(() => storage)
        .getState()
        .marks.get(first.slug)?.note,
    ).toBe('keep me');
  });

  it('keeps readable marks and sets the unreadable text aside instead of overwriting it', () => {
    const good = { slug: 'a-1', job: { title: 'A', company: 'C', location: 'Köln', tags: [], remote: false }, savedAt: 1, note: 'n', hidden: false };
    const raw = JSON.stringify({ version: 1, marks: [good, { slug: '' }] });
    const storage = memoryStorage({ [MARKS_KEY]: raw });
    const state = createMarksStore(
      () => storage,
      () => 42,
    ).getState();
    expect(state.problem).toBe('unreadable');
    expect([...state.marks.keys()]).toEqual(['a-1']);
    expect(storage.items.get(`${UNREADABLE_PREFIX}42`)).toBe(raw);
    expect(parseMarks(storage.items.get(MARKS_KEY) ?? null).damaged).toBe(false);
  });

  it('refuses text that is not JSON or of another version, keeping it aside', () => {
    expect(parseMarks('{not json').damaged).toBe(true);
    expect(parseMarks(JSON.stringify({ version: 2, marks: [] })).damaged).toBe(true);
    expect(parseMarks(serialiseMarks([]))).toEqual({ marks: new Map(), damaged: false });
    const storage = memoryStorage({ [MARKS_KEY]: '{not json' });
    expect(
      createMarksStore(
        () => storage,
        () => 7,
      ).getState().problem,
    ).toBe('unreadable');
    expect(storage.items.get(`${UNREADABLE_PREFIX}7`)).toBe('{not json');
  });

  it('works for the visit with a notice when storage is blocked or full', () => {
    const blocked: MarksStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createMarksStore(() => blocked);
    expect(store.getState().problem).toBe('unavailable');
    store.save(job(3));
    expect(store.getState().marks.has(job(3).slug)).toBe(true);
    expect(store.getState().problem).toBe('unavailable');
  });
});
