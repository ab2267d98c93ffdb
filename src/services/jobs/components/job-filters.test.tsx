import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { UrlFilters } from '../lib/url-filters.ts';
import { JobFiltersForm } from './job-filters.tsx';

const NONE: UrlFilters = { q: '', remoteOnly: false, tags: [], type: '', visa: false, loc: '', age: '', newOnly: false, lang: '', germanNo: false };

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
      reading={{ remaining: 0, failed: false, onRetry: () => undefined }}
      tagOptions={[{ value: 'Design', count: 3 }]}
      typeOptions={[]}
      placeOptions={[
        { value: 'München', count: 4 },
        { value: 'Köln', count: 2 },
        { value: 'Berlin, Berlin, Germany', count: 1 },
      ]}
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
