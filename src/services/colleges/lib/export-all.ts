import type { School, SchoolsPage } from '../api/schemas.ts';

export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = 1000;

/** Requests an export of every result costs: pages of 100, at most 1,000 rows. */
export const exportRequestCount = (total: number) => Math.ceil(Math.min(total, EXPORT_MAX_ROWS) / EXPORT_PAGE_SIZE);

export interface ExportOutcome {
  schools: School[];
  /** Why it stopped early (a 429, a network fault, or the person's Cancel); rows fetched so far are kept. */
  error?: unknown;
}

/**
 * Fetches the pages one after another (no burst against the gateway), reporting progress, and
 * stops at the first failure or abort with what it has.
 */
export async function fetchAllPages(
  fetchPage: (page: number, signal: AbortSignal) => Promise<SchoolsPage>,
  total: number,
  onProgress: (done: number, of: number, rows: number) => void,
  signal: AbortSignal,
): Promise<ExportOutcome> {
  const pages = exportRequestCount(total);
  const schools: School[] = [];
  for (let page = 0; page < pages; page += 1) {
    if (signal.aborted) return { schools, error: signal.reason };
    try {
      const reply = await fetchPage(page, signal);
      schools.push(...reply.results);
      onProgress(page + 1, pages, schools.length);
      if (reply.results.length < EXPORT_PAGE_SIZE) break;
    } catch (error) {
      return { schools, error };
    }
  }
  return { schools: schools.slice(0, EXPORT_MAX_ROWS) };
}
