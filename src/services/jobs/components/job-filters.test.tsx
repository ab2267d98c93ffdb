import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '../../../testing/board-jobs.ts';
import { jobsPageSchema } from '../api/schemas.ts';
import { indexJobs } from '../lib/job-index.ts';
import type { UrlFilters } from '../lib/url-filters.ts';
import { JobFiltersForm } from './job-filters.tsx';

const NONE: UrlFilters = { q: '', remoteOnly: false, tags: [], type: '', visa: false, loc: '', age: '', newOnly: false, lang: '', germanNo: false };

/** Seven loaded jobs: three tagged Design; four in München, two in Köln, one in Berlin. */
const JOBS = indexJobs([
  jobsPageSchema.parse({
    data: [
      ...['München', 'München', 'München', 'München', 'Köln', 'Köln', 'Berlin, Berlin, Germany'].map((location, index) =>
        buildJob(index, { location, tags: index % 2 === 0 && index < 6 ? ['Design'] : ['Sales'] }),
      ),
    ],
  }),
]);

/** The page keeps filters in the URL; here they live in state, the form is the same. */
function Filters({ initial }: { initial: UrlFilters }) {
  const [filters, setFilters] = useState(initial);
  const [draft, setDraft] = useState(initial.q);
  const [locDraft, setLocDraft] = useState(initial.loc);
  return (
    <JobFiltersForm
      draft={draft}
      onDraftChange={setDraft}
      locDraft={locDraft}
      onLocDraftChange={setLocDraft}
      filters={filters}
      onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
      onClear={() => {
        setDraft('');
        setLocDraft('');
        setFilters(NONE);
      }}
      jobs={JOBS}
      canShowNew
    />
  );
}

const removeTag = (tag: string) => screen.getByRole('button', { name: `Remove tag ${tag}` });

describe('job filters keep focus when a control removes itself', { timeout: 20_000 }, () => {
  it('removing a tag by keyboard focuses the next tag, then the previous, then "Add a tag"', async () => {
    const user = userEvent.setup();
    render(<Filters initial={{ ...NONE, tags: ['Engineering', 'Remote', 'Senior'] }} />);
    removeTag('Remote').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(removeTag('Senior')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(removeTag('Engineering')).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Add a tag' })).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('"Clear filters" by keyboard leaves focus in the search box', async () => {
    const user = userEvent.setup();
    render(<Filters initial={{ ...NONE, q: 'rust', remoteOnly: true, tags: ['Engineering'] }} />);
    screen.getByRole('button', { name: 'Clear filters' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveFocus());
  });
});

describe('the filter panel offers the loaded jobs', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('counts the tags once a phone opens the panel, most frequent first', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query }) as MediaQueryList);
    const user = userEvent.setup();
    render(<Filters initial={NONE} />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const tags = screen.getByRole('combobox', { name: 'Add a tag' });
    expect([...tags.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose a tag…', 'Sales (4)', 'Design (3)']);
    await user.selectOptions(tags, 'Design');
    expect(screen.getByRole('button', { name: 'Remove tag Design' })).toBeInTheDocument();
  });
});
