import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/msw/node.ts';
import { buildJobsPage } from './fake/mocks.ts';
import { buildJob } from '../../testing/board-jobs.ts';

// The first render loads the lazy shell and route chunks, which is slow on a busy machine.
const status = () => screen.findByText(/loaded jobs match/, {}, { timeout: 5000 });
const rows = () => within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('heading', { level: 2 });

function recordPages() {
  const pages: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('job-board-api')) pages.push(new URL(request.url).search);
  });
  return pages;
}

describe('/jobs', () => {
  it('loads page 1 and renders a bounded, virtualized list', async () => {
    const pages = recordPages();
    renderRoute('/jobs');
    expect(await status()).toHaveTextContent('100 of 100 loaded jobs match');
    expect(rows().length).toBeLessThan(30);
    expect(pages).toEqual(['?page=1']);
    expect(screen.getAllByText(/Remote|On site/).length).toBeGreaterThan(0);
  });

  it('searches title, company, tags and location and writes q to the URL', async () => {
    const { user, router } = renderRoute('/jobs');
    await status();
    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'münchen');
    await waitFor(() => expect(router.state.location.search).toBe('?q=m%C3%BCnchen'));
    const count = Number(/^(\d+) of/.exec((await status()).textContent ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(100);
    for (const row of screen.getAllByRole('article')) expect(row).toHaveTextContent('München');
  });

  it('finds the Köln, Düsseldorf and München jobs without their accents', { timeout: 20_000 }, async () => {
    const { user } = renderRoute('/jobs');
    await status();
    const box = screen.getByRole('searchbox', { name: 'Search jobs' });
    for (const [typed, place] of [
      ['koln', 'Köln'],
      ['DUSSELDORF', 'Düsseldorf'],
      ['munchen', 'München'],
    ] as const) {
      await user.clear(box);
      await user.type(box, typed);
      const text = (await status()).textContent ?? '';
      const count = Number(/^(\d+) of/.exec(text)?.[1]);
      expect(count, `“${typed}”`).toBeGreaterThan(0);
      expect(count).toBeLessThan(100);
      for (const row of screen.getAllByRole('article')) expect(row).toHaveTextContent(place);
    }
  });

  it('follows the URL: the Jobs link on /jobs?q=berlin empties the box and the filter', { timeout: 20_000 }, async () => {
    const { user, router } = renderRoute('/jobs?q=berlin&remote=1');
    expect(await status()).not.toHaveTextContent(/^100 of 100/);
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('berlin');
    await user.click(within(screen.getByRole('navigation', { name: 'Services' })).getByRole('link', { name: 'Jobs' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).not.toBeChecked();
    expect(await status()).toHaveTextContent('100 of 100 loaded jobs match');
    // Text typed but not yet in the URL gives way to a navigation too, and is never written later.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search jobs' }), { target: { value: 'ham' } });
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('ham');
    await act(async () => router.navigate('/jobs?q=wien'));
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('wien');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(router.state.location.search).toBe('?q=wien');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('wien');
  });

  it('applies remote, tag and type filters from the URL and edits them', async () => {
    const { user, router } = renderRoute('/jobs?remote=1&tag=Engineering');
    const text = (await status()).textContent ?? '';
    expect(Number(/^(\d+)/.exec(text)?.[1])).toBeLessThan(100);
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
    for (const row of screen.getAllByRole('article')) expect(row).toHaveTextContent(/Remote[\s\S]*Engineering/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'experienced');
    await waitFor(() => expect(router.state.location.search).toBe('?remote=1&tag=Engineering&type=experienced'));
    await user.click(screen.getByRole('button', { name: 'Remove tag Engineering' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=experienced'));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await status()).toHaveTextContent('100 of 100'));
  });

  it('loads more pages on demand, one at a time, and stops at the empty page', async () => {
    const pages = recordPages();
    server.use(
      http.get('*/api/job-board-api', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        // The last real page still announces a next page; the empty page past it ends the list.
        const body = buildJobsPage(page, 150);
        return HttpResponse.json(page === 2 ? { ...body, links: { ...body.links, next: 'https://x/?tag=Pflege&page=3' } } : body);
      }),
    );
    const { user } = renderRoute('/jobs');
    await status();
    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    // A later page is drawn in a transition that yields to everything else: on a busy machine, seconds in jsdom.
    expect(await screen.findByText('150 of 150 loaded jobs match', {}, { timeout: 8000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByText('That is every job on the board.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
    expect(pages).toEqual(['?page=1', '?page=2', '?page=3']);
  });

  it('keeps a Load more click made while the loaded pages refresh, and sends it after the refresh', async () => {
    const pages = recordPages();
    let inFlight = 0;
    let most = 0;
    let releaseRefresh: () => void = () => undefined;
    server.use(
      http.get('*/api/job-board-api', async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        most = Math.max(most, ++inFlight);
        // The first load answers at once; the refresh of page 1 waits until the test lets it go.
        if (page === 1 && pages.length > 1) await new Promise<void>((resolve) => (releaseRefresh = resolve));
        inFlight -= 1;
        return HttpResponse.json(buildJobsPage(page));
      }),
    );
    const { user, queryClient } = renderRoute('/jobs');
    await status();
    void queryClient.refetchQueries({ queryKey: ['jobs'] });
    await waitFor(() => expect(pages).toEqual(['?page=1', '?page=1']));
    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    expect(await screen.findByRole('button', { name: 'Loading page 2…' })).toBeDisabled();
    expect(pages).toEqual(['?page=1', '?page=1']);
    releaseRefresh();
    expect(await screen.findByText('200 of 200 loaded jobs match', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(pages).toEqual(['?page=1', '?page=1', '?page=2']);
    expect(most).toBe(1);
  });

  it('explains a failed first page and recovers on Retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/job-board-api', () => (fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json(buildJobsPage(1)))),
    );
    const { user } = renderRoute('/jobs?q=berlin');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Jobs had a problem (HTTP 500)');
    expect(alert).toHaveTextContent(/Cloudflare/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await status()).toHaveTextContent(/of 100 loaded jobs match/);
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('berlin');
  });

  it('keeps loaded jobs when a further page fails, and Retry loads that page', async () => {
    let fail = true;
    server.use(
      http.get('*/api/job-board-api', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page === 2 && fail)
          return new HttpResponse('<html><body>Just a moment...</body></html>', { status: 429, headers: { 'Content-Type': 'text/html', 'Retry-After': '3' } });
        return HttpResponse.json(buildJobsPage(page));
      }),
    );
    const { user } = renderRoute('/jobs');
    await status();
    await user.click(screen.getByRole('button', { name: 'Load more jobs' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('rate limit reached');
    expect(alert).toHaveTextContent('Wait 3 s');
    expect(await status()).toHaveTextContent('100 of 100');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('200 of 200 loaded jobs match')).toBeInTheDocument();
  });

  it('shows an empty board and an unreadable reply clearly', async () => {
    server.use(http.get('*/api/job-board-api', () => HttpResponse.json({ data: [buildJob(1), { nonsense: true }], links: { next: null } })));
    renderRoute('/jobs');
    expect(await status()).toHaveTextContent('1 of 1 loaded jobs match (1 unreadable entry skipped)');
  });

  it('reports the wrong shape as an unreadable reply', async () => {
    server.use(http.get('*/api/job-board-api', () => HttpResponse.json({ unexpected: 'shape' })));
    renderRoute('/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Jobs sent a reply the app cannot read');
  });
});
