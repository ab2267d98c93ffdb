import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { jobsPageSchema } from '../api/schemas.ts';
import { buildJobsPage } from '../fake/mocks.ts';
import { indexJobs } from '../lib/job-index.ts';
import { JobList } from './job-list.tsx';

/** A row's "posted … ago" text is formatted once per render of that row: counted by posting time. */
const rendersAt = new Map<number, number>();
vi.mock('../../../shared/lib/format.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../shared/lib/format.ts')>();
  return {
    ...real,
    formatRelativeTime: (fromMs: number, nowMs?: number) => {
      rendersAt.set(fromMs, (rendersAt.get(fromMs) ?? 0) + 1);
      return real.formatRelativeTime(fromMs, nowMs);
    },
  };
});

describe('JobList drawing in batches', { timeout: 60_000 }, () => {
  it('draws each row once: a batch added below leaves the rows above unrendered', async () => {
    const entries = indexJobs([jobsPageSchema.parse(buildJobsPage(1, 80))]);
    render(
      <MemoryRouter>
        <JobList entries={entries} loaded={entries.length} marks={new Map()} isNew={() => false} onUnsave={() => {}} />
      </MemoryRouter>,
    );
    const rows = () => within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article');
    expect(rows().length).toBeLessThan(entries.length);
    await waitFor(() => expect(rows()).toHaveLength(entries.length), { timeout: 30_000 });

    const counts = entries.map(({ job }) => rendersAt.get(job.createdAtMs!) ?? 0);
    const lastRow = counts.at(-1)!;
    expect(lastRow).toBeGreaterThan(0);
    // The first rows were on the page through every later batch; they render as often as the last row.
    expect(counts).toEqual(entries.map(() => lastRow));
  });
});
