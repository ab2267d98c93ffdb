import type { JobsPage } from '../api/schemas.ts';
import { latestBySlug } from './latest-by-slug.ts';

export interface JobsSummary {
  /** Jobs in the loaded pages, each slug once. */
  count: number;
  remote: number;
  /** When the first job of the list was posted (the board lists the newest first). */
  newestMs: number | undefined;
}

/**
 * What the overview's card says about the loaded pages. It reads the pages as they are: the search
 * index the jobs page builds (see indexJobs) would cost the overview's load for nothing. Each job
 * counts once, as in the list (latestBySlug).
 */
export function summarizeJobs(pages: readonly JobsPage[]): JobsSummary {
  const jobs = latestBySlug(
    pages.flatMap((page) => page.jobs),
    (job) => job.slug,
  );
  return { count: jobs.length, remote: jobs.filter((job) => job.remote).length, newestMs: jobs[0]?.createdAtMs };
}
