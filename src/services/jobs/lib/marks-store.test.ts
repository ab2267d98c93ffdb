import { describe, expect, it, vi } from 'vitest';
import { buildJob, readJob } from '../../../testing/board-jobs.ts';
import { parseMarks, type JobMark } from './job-marks.ts';
import { createMarksStore, type LegacyMarks } from './marks-store.ts';
import { memoryMarksBackend } from '../../../testing/memory-marks-backend.ts';

const job = (index: number) => readJob(buildJob(index));
const kept = (slug: string, note = 'n'): JobMark => ({
  slug,
  job: { title: `Title ${slug}`, company: 'C', location: 'Köln', tags: [], remote: false },
  savedAt: 1,
  note,
  hidden: false,
});

function memoryLegacy(text: string | null): LegacyMarks & { text: string | null } {
  const legacy = {
    text,
    read: () => legacy.text,
    remove: () => void (legacy.text = null),
  };
  return legacy;
}

describe('job marks store', () => {
  it('reads the kept marks before it reports them, and saves, notes, applies and hides for the next visit', async () => {
    const backend = memoryMarksBackend();
    let clock = 1000;
    const store = createMarksStore({ backend: () => backend, now: () => clock });
    expect(store.getState()).toMatchObject({ loading: true });
    await store.ready();
    const first = job(1);
    store.save(first);
    store.setNote(first.slug, 'Call Anna on Monday');
    clock = 2000;
    store.setApplied(first.slug, first, true);
    store.setHidden(job(2).slug, job(2), true);
    await store.written();

    const again = createMarksStore({ backend: () => backend });
    await again.ready();
    expect(again.getState().problem).toBeUndefined();
    expect(again.getState().marks.get(first.slug)).toMatchObject({
      savedAt: 1000,
      appliedAt: 2000,
      note: 'Call Anna on Monday',
      job: { title: first.title, url: first.url },
    });
    expect(again.getState().marks.get(job(2).slug)?.hidden).toBe(true);
    expect([...backend.records.keys()].sort()).toEqual([first.slug, job(2).slug].sort());
  });

  it('applies a change made before the kept marks are read after them, overwriting nothing', async () => {
    const backend = memoryMarksBackend({ 'a-1': kept('a-1', 'old note') });
    const store = createMarksStore({ backend: () => backend });
    store.save(job(1));
    await store.ready();
    await store.written();
    expect(store.getState().marks.get('a-1')?.note).toBe('old note');
    expect(store.getState().marks.has(job(1).slug)).toBe(true);
    expect(backend.records.size).toBe(2);
  });

  it('keeps the sanitized description of saved jobs only', async () => {
    const backend = memoryMarksBackend();
    const store = createMarksStore({ backend: () => backend, loadSanitizer: () => Promise.resolve((html) => `clean:${html.length}`) });
    await store.ready();
    store.save(job(1));
    store.setHidden(job(2).slug, job(2), true);
    store.setHidden(job(1).slug, job(1), true);
    // The mark is kept at once; its description joins it once the sanitizer has loaded.
    expect(store.getState().marks.get(job(1).slug)?.savedAt).toBeDefined();
    await vi.waitFor(() => expect(store.getState().marks.get(job(1).slug)?.job.descriptionHtml).toBe(`clean:${job(1).descriptionHtml.length}`));
    expect(store.getState().marks.get(job(1).slug)?.hidden).toBe(true);
    expect(store.getState().marks.get(job(2).slug)?.job.descriptionHtml).toBeUndefined();
    await store.written();
    expect((backend.records.get(job(1).slug) as JobMark).job.descriptionHtml).toBe(`clean:${job(1).descriptionHtml.length}`);
  });

  it('keeps no description for a job unsaved before the sanitizer has loaded, and the mark without one if it fails to load', async () => {
    let loaded = (_: (html: string) => string) => undefined as void;
    const store = createMarksStore({
      backend: () => memoryMarksBackend(),
      loadSanitizer: () => new Promise((resolve) => (loaded = resolve)),
    });
    await store.ready();
    store.save(job(1));
    store.unsave(job(1).slug);
    loaded((html) => html);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await store.written();
    expect(store.getState().marks.has(job(1).slug)).toBe(false);

    const failing = createMarksStore({ backend: () => memoryMarksBackend(), loadSanitizer: () => Promise.reject(new Error('offline')) });
    await failing.ready();
    failing.save(job(2));
    await failing.written();
    expect(failing.getState().marks.get(job(2).slug)?.savedAt).toBeDefined();
    expect(failing.getState().marks.get(job(2).slug)?.job.descriptionHtml).toBeUndefined();
  });

  it('unsave removes the record with its note, and the undo writes it back', async () => {
    const backend = memoryMarksBackend();
    const store = createMarksStore({ backend: () => backend });
    await store.ready();
    const first = job(1);
    store.save(first);
    store.setNote(first.slug, 'keep me');
    const undo = store.unsave(first.slug);
    await store.written();
    expect(backend.records.has(first.slug)).toBe(false);
    undo();
    await store.written();
    expect((backend.records.get(first.slug) as JobMark).note).toBe('keep me');
  });

  it('sets unreadable records aside, keeps the readable ones and says so', async () => {
    const backend = memoryMarksBackend({ 'a-1': kept('a-1'), 'b-2': { slug: 'b-2', job: 'not a job' }, 'c-3': kept('other-slug') });
    const store = createMarksStore({ backend: () => backend, now: () => 42 });
    await store.ready();
    expect(store.getState().problem).toBe('unreadable');
    expect([...store.getState().marks.keys()]).toEqual(['a-1']);
    expect([...backend.records.keys()]).toEqual(['a-1']);
    expect([...backend.setAside.keys()].sort()).toEqual(['42:b-2', '42:c-3']);
    expect(backend.setAside.get('42:b-2')).toEqual({ slug: 'b-2', job: 'not a job' });
  });

  it('moves marks an earlier release kept in localStorage, once, without replacing newer ones', async () => {
    const backend = memoryMarksBackend({ 'a-1': kept('a-1', 'newer') });
    const legacy = memoryLegacy(JSON.stringify({ version: 1, marks: [kept('a-1', 'older'), kept('b-2')] }));
    const store = createMarksStore({ backend: () => backend, legacy });
    await store.ready();
    expect(store.getState().problem).toBeUndefined();
    expect(store.getState().marks.get('a-1')?.note).toBe('newer');
    expect(store.getState().marks.has('b-2')).toBe(true);
    expect(backend.records.has('b-2')).toBe(true);
    expect(legacy.text).toBeNull();
  });

  it('sets damaged legacy text aside with a notice', async () => {
    const backend = memoryMarksBackend();
    const legacy = memoryLegacy('{not json');
    const store = createMarksStore({ backend: () => backend, legacy, now: () => 7 });
    await store.ready();
    expect(store.getState().problem).toBe('unreadable');
    expect(backend.setAside.get('7:legacy')).toBe('{not json');
    expect(parseMarks(JSON.stringify({ version: 2, marks: [] })).damaged).toBe(true);
  });

  it('works for the visit with a notice when IndexedDB is missing', async () => {
    const store = createMarksStore({ backend: () => undefined });
    await store.ready();
    expect(store.getState().problem).toBe('unavailable');
    store.save(job(3));
    expect(store.getState().marks.has(job(3).slug)).toBe(true);
  });

  it('keeps marks for the visit when a write fails, and catches up with every mark on the next write', async () => {
    const backend = memoryMarksBackend();
    const store = createMarksStore({ backend: () => backend });
    await store.ready();
    backend.failWrites = true;
    store.save(job(1));
    await store.written();
    expect(store.getState().problem).toBe('unavailable');
    expect(store.getState().marks.has(job(1).slug)).toBe(true);
    backend.failWrites = false;
    store.save(job(2));
    await store.written();
    expect(store.getState().problem).toBeUndefined();
    expect([...backend.records.keys()].sort()).toEqual([job(1).slug, job(2).slug].sort());
  });

  it('merges an import after reading what is kept, and tells other tabs after writing', async () => {
    const backend = memoryMarksBackend({ 'a-1': kept('a-1') });
    let told = 0;
    const store = createMarksStore({ backend: () => backend, onWritten: () => (told += 1) });
    const result = await store.merge((current) => ({ marks: new Map([...current, ['b-2', kept('b-2')]]), added: 1 }));
    await store.written();
    expect(result.added).toBe(1);
    expect([...backend.records.keys()].sort()).toEqual(['a-1', 'b-2']);
    expect(told).toBe(1);
  });
});
