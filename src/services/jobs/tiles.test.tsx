import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resetStores } from '../../testing/reset-stores.ts';
import { sampleJob } from './fake/sample-jobs.ts';
import { factsQueue } from './hooks/use-posting-facts.ts';
import { tiles } from './tiles.tsx';

const SearchTile = tiles.search!;

function renderSearchTile(search: string) {
  resetStores();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <article aria-label="tile">
          <SearchTile url={`/jobs?${search}`} search={new URLSearchParams(search)} params={{}} size="small" details={{}} />
        </article>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The first page holds the board's postings 0 to 99 (a slug does not depend on the time). */
const firstPage = Array.from({ length: 100 }, (_, index) => sampleJob(index, 0).slug);
const readCount = () => firstPage.filter((slug) => factsQueue().getState().factsOf(slug) !== undefined).length;
const slowly = { timeout: 10_000 };

describe('the jobs search tile reads the postings’ facts it needs', { timeout: 30_000 }, () => {
  it('without a facts filter, reads only the three postings it shows', async () => {
    renderSearchTile('remote=1');
    const tile = within(screen.getByRole('article', { name: 'tile' }));
    expect(await tile.findByText(/jobs? match/, {}, slowly)).toBeInTheDocument();
    await waitFor(() => expect(tile.getAllByText(/Written in|Language unclear/)).toHaveLength(3), slowly);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(factsQueue().getState().remaining).toBe(0);
    expect(readCount()).toBe(3);
  });

  it('with a facts filter, reads every loaded posting to count the matches', async () => {
    renderSearchTile('german=no');
    const tile = within(screen.getByRole('article', { name: 'tile' }));
    await tile.findByText(/jobs? match/, {}, slowly);
    await waitFor(() => expect(readCount()).toBe(100), slowly);
  });
});
