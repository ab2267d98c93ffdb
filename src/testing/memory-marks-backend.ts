import type { MarksBackend } from '../services/jobs/lib/marks-backend.ts';

/** A backend in memory, for tests: its records can be read and its writes made to fail. */
export function memoryMarksBackend(initial: Record<string, unknown> = {}) {
  const records = new Map<string, unknown>(Object.entries(initial));
  const setAside = new Map<string, unknown>();
  const backend: MarksBackend & { records: Map<string, unknown>; setAside: Map<string, unknown>; failWrites: boolean } = {
    records,
    setAside,
    failWrites: false,
    readAll: () => Promise.resolve([...records.entries()]),
    write(put, remove) {
      if (backend.failWrites) return Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
      for (const mark of put) records.set(mark.slug, structuredClone(mark));
      for (const slug of remove) records.delete(slug);
      return Promise.resolve();
    },
    keepAside(key, value) {
      setAside.set(key, value);
      return Promise.resolve();
    },
  };
  return backend;
}
