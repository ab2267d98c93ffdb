import type { Job, JobsPage } from '../api/schemas.ts';

export interface JobsSummary {
  /** Jobs in the loaded pages, each slug once. */
  count: number;
  remote: number;
  /** When the first job of the list was posted (the board lists the newest first). */
  newestMs: number | undefined;
}

/**
 * What the overview's card says about the loaded pages. It reads the pages as they are: the search
 * index the jobs page builds (see indexJobs) would cost the overview's load for nothing. A job
 * repeated across pages counts once, in its first place, with its latest copy, as in the list.
 */
export function summarizeJobs(pages: readonly JobsPage[]): JobsSummary {
  // A Map keeps a key's first place when its value is replaced.
  const bySlug = new Map<string, Job>();
  for (const page of pages) for (const job of page.jobs) bySlug.set(job.slug, job);
  let remote = 0;
  for (const job of bySlug.values()) if (job.remote) remote += 1;
  return { count: bySlug.size, remote, newestMs: bySlug.values().next().value?.createdAtMs };
}
