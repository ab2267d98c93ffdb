import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/msw/node.ts';
import { buildJobsPage } from './fake/mocks.ts';
import { buildJob } from '../../testing/board-jobs.ts';

const status = () => screen.findByText(/loaded jobs match/, {}, { timeout: 5000 });

/** A feed whose page `rarePage` holds the one job titled "Lighthouse keeper", ending after `lastPage` pages. */
function feed({ rarePage, lastPage, waitMs = 0 }: { rarePage: number; lastPage: number; waitMs?: number }) {
  const asked: number[] = [];
  server.use(
    http.get('*/api/job-board-api', async ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page')) || 1;
      asked.push(page);
      if (waitMs) await delay(waitMs);
      if (page > lastPage) return HttpResponse.json({ data: [], links: { next: null }, meta: { current_page: page } });
      // A long feed: every page links to a next one, so only the empty page ends the search.
      const body = buildJobsPage(page, 100 * 60);
      if (page === rarePage) body.data[0] = buildJob(9999, { slug: 'lighthouse-keeper-1', title: 'Lighthouse keeper' });
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

describe('/jobs search deeper', { timeout: 20_000 }, () => {
  it('offers to search the next pages when a search finds less than a page, and stops at the first empty page', async () => {
    const asked = feed({ rarePage: 3, lastPage: 3 });
    const { user } = renderRoute('/jobs?q=lighthouse');
    expect(await status()).toHaveTextContent('0 of 100 loaded jobs match');
    await user.click(screen.getByRole('button', { name: 'Search the next 5 pages' }));
    expect(await screen.findByText(/^Searched 3 more pages\./, undefined, { timeout: 5000 })).toBeInTheDocument();
    // The list draws the arrived pages in the deferred render that follows.
    await waitFor(async () => expect(await status()).toHaveTextContent('1 of 300 loaded jobs match'));
    expect(screen.getByText('That is every job on the board.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lighthouse keeper' })).toBeInTheDocument();
    // Pages 2 and 3, then 4 came back empty: nothing past it was asked for.
    expect(asked).toEqual([1, 2, 3, 4]);
    expect(screen.queryByRole('button', { name: /Search the next/ })).not.toBeInTheDocument();
  });

  it('shows progress and stops when cancelled, keeping what arrived', async () => {
    const asked = feed({ rarePage: 50, lastPage: 50, waitMs: 150 });
    const { user } = renderRoute('/jobs?q=lighthouse');
    await status();
    await user.click(screen.getByRole('button', { name: 'Search the next 5 pages' }));
    expect(await screen.findByRole('progressbar', { name: 'Searching further pages' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^1 of 5 pages searched/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/^Searched \d more pages?\. Cancelled\./, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(asked.length).toBeLessThan(6);
    expect(screen.getByRole('button', { name: 'Search the next 5 pages' })).toBeInTheDocument();
  });

  it('offers nothing when the loaded pages already show a page of matches', async () => {
    feed({ rarePage: 1, lastPage: 5 });
    renderRoute('/jobs');
    expect(await status()).toHaveTextContent('100 of 100 loaded jobs match');
    expect(screen.queryByRole('button', { name: /Search the next/ })).not.toBeInTheDocument();
  });
});
