import { describe, expect, it } from 'vitest';
import { buildJobsPage } from '../fake/mocks.ts';
import { jobsPageSchema, type JobsPage } from '../api/schemas.ts';
import { indexJobs } from './job-index.ts';
import { summarizeJobs } from './list-summary.ts';

const page = (n: number, total = 180): JobsPage => jobsPageSchema.parse(n > 0 ? buildJobsPage(n, total) : { data: [] });

/** The same figures read from the jobs page's index, which the summary must agree with. */
function fromIndex(pages: readonly JobsPage[]) {
  const jobs = indexJobs(pages);
  return { count: jobs.length, remote: jobs.filter(({ job }) => job.remote).length, newestMs: jobs[0]?.job.createdAtMs };
}

describe('summarizeJobs', () => {
  it('agrees with the jobs list on two pages', () => {
    const pages = [page(1), page(2)];
    const summary = summarizeJobs(pages);
    expect(summary).toEqual(fromIndex(pages));
    expect(summary.count).toBe(180);
    expect(summary.remote).toBeGreaterThan(0);
    expect(summary.remote).toBeLessThan(180);
  });

  it('counts a job repeated across pages once, by its latest copy, in its first place', () => {
    const first = page(1);
    const moved = first.jobs[3]!;
    const later: JobsPage = { ...page(2), jobs: [{ ...moved, remote: !moved.remote, createdAtMs: 1 }, ...page(2).jobs] };
    const pages = [first, later];
    const summary = summarizeJobs(pages);
    expect(summary).toEqual(fromIndex(pages));
    expect(summary.count).toBe(180);
    expect(summary.remote).toBe(summarizeJobs([first, page(2)]).remote + (moved.remote ? -1 : 1));
    expect(summary.newestMs).toBe(first.jobs[0]!.createdAtMs);
  });

  it('says nothing is newest when no job is loaded', () => {
    expect(summarizeJobs([page(0)])).toEqual({ count: 0, remote: 0, newestMs: undefined });
  });
});
