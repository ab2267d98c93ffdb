import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EVERY_ROW_LIMIT } from '../../../shared/lib/every-row.ts';
import { jobsPageSchema } from '../api/schemas.ts';
import { buildJobsPage } from '../fake/mocks.ts';
import { indexJobs } from '../lib/job-index.ts';
import { JobList } from './job-list.tsx';

/** The first `count` jobs of a board that long, as the route indexes them. */
function loadedJobs(count: number) {
  const pages = Array.from({ length: Math.ceil(count / 100) }, (_, index) => jobsPageSchema.parse(buildJobsPage(index + 1, count)));
  return indexJobs(pages);
}

const renderList = (count: number) =>
  render(
    <MemoryRouter>
      <JobList entries={loadedJobs(count)} loaded={count} marks={new Map()} isNew={() => false} onUnsave={() => {}} />
    </MemoryRouter>,
  );
const rows = () => within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('article');

describe('JobList', { timeout: 60_000 }, () => {
  it('keeps every row of a list within the limit in the document, a batch a frame', async () => {
    renderList(60);
    expect(rows().length).toBeLessThan(60);
    await waitFor(() => expect(rows()).toHaveLength(60), { timeout: 30_000 });
  });

  it(`draws only the rows near the screen of a list longer than ${EVERY_ROW_LIMIT}`, async () => {
    renderList(EVERY_ROW_LIMIT + 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThan(50);
  });
});
