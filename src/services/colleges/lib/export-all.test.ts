import { describe, expect, it, vi } from 'vitest';
import type { SchoolsPage } from '../api/schemas.ts';
import { exportRequestCount, fetchAllPages } from './export-all.ts';

const page = (n: number, size = 100): SchoolsPage => ({
  metadata: { total: 1000, page: n, per_page: 100 },
  results: Array.from({ length: size }, (_, i) => ({ id: n * 100 + i }) as SchoolsPage['results'][number]),
});

describe('exportRequestCount', () => {
  it('costs one request per 100 rows, at most 10', () => {
    expect(exportRequestCount(63)).toBe(1);
    expect(exportRequestCount(250)).toBe(3);
    expect(exportRequestCount(7000)).toBe(10);
  });
});

describe('fetchAllPages', () => {
  it('reports progress and keeps the rows fetched before a 429', async () => {
    const progress = vi.fn();
    const limit = new Error('429');
    const fetchPage = vi.fn((n: number) => (n < 2 ? Promise.resolve(page(n)) : Promise.reject(limit)));
    const outcome = await fetchAllPages(fetchPage, 1000, progress, new AbortController().signal);
    expect(outcome.schools).toHaveLength(200);
    expect(outcome.error).toBe(limit);
    expect(progress).toHaveBeenLastCalledWith(2, 10, 200);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('stops when cancelled, sending nothing more', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn((n: number) => {
      controller.abort('cancelled');
      return Promise.resolve(page(n));
    });
    const outcome = await fetchAllPages(fetchPage, 1000, () => undefined, controller.signal);
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({ error: 'cancelled' });
    expect(outcome.schools).toHaveLength(100);
  });
});
