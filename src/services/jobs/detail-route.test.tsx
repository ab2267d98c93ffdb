import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/msw/node.ts';
import { buildJobsPage } from './fake/mocks.ts';
import { buildJob } from '../../testing/board-jobs.ts';
import { sampleJob } from './fake/sample-jobs.ts';

describe('/jobs/:slug', () => {
  it('shows a listed job with a sanitized description and a safe Apply link', async () => {
    const job = buildJob(3, {
      slug: 'hostile-1',
      title: 'Entwickler f&uuml;r Gro&szlig;projekte',
      description:
        '<p>K&ouml;ln</p><script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">bad</a><a href="https://example.com">ok</a>',
    });
    server.use(http.get('*/api/job-board-api', () => HttpResponse.json({ data: [job], links: { next: null } })));
    renderRoute('/jobs/hostile-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entwickler für Großprojekte' }, { timeout: 5000 })).toBeInTheDocument();
    const description = screen.getByRole('heading', { name: 'Description' }).closest('section')!;
    // The sanitizer loads with the first description shown.
    expect(await within(description).findByText('Köln')).toBeInTheDocument();
    expect(description.querySelector('script, img')).toBeNull();
    expect(within(description).getByText('bad')).not.toHaveAttribute('href');
    expect(within(description).getByRole('link', { name: 'ok' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /Apply on Arbeitnow/ })).toHaveAttribute('href', job.url);
  });

  it('offers no Apply link for a javascript: url', async () => {
    server.use(
      http.get('*/api/job-board-api', () => HttpResponse.json({ data: [buildJob(0, { slug: 'js', url: 'javascript:alert(1)' })], links: { next: null } })),
    );
    renderRoute('/jobs/js');
    expect(await screen.findByText(/no safe link to apply/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Apply/ })).not.toBeInTheDocument();
  });

  it('loads further pages to find a job reached by a direct link', async () => {
    const target = sampleJob(210, 0);
    renderRoute(`/jobs/${target.slug}`);
    expect(await screen.findByRole('link', { name: /Apply on Arbeitnow/ }, { timeout: 5000 })).toHaveAttribute('href', target.url);
  });

  it('says a job is no longer listed once the board ends', async () => {
    renderRoute('/jobs/gone-123');
    expect(await screen.findByText('This job is no longer listed.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/not among the newest 250 jobs \(3 pages searched\)/)).toBeInTheDocument();
  });

  it('stops looking after the page bound', async () => {
    let requests = 0;
    server.use(
      http.get('*/api/job-board-api', ({ request }) => {
        requests += 1;
        return HttpResponse.json(buildJobsPage(Number(new URL(request.url).searchParams.get('page')), 100_000));
      }),
    );
    renderRoute('/jobs/gone-123');
    expect(await screen.findByText('This job is no longer listed.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests).toBe(10);
  });
});

describe('/jobs/:slug back to the list', () => {
  it('returns to the list as the user left it: search and filters kept', { timeout: 20_000 }, async () => {
    const { user, router } = renderRoute('/jobs?q=koln&remote=1');
    await screen.findByText(/loaded jobs match/, {}, { timeout: 5000 });
    const first = within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('link')[0]!;
    await user.click(first);
    expect(await screen.findByRole('link', { name: /Apply on Arbeitnow/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /back|all jobs/i })).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: '← Back to the list' }));
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe('?q=koln&remote=1');
    expect(await screen.findByRole('searchbox', { name: 'Search jobs' }, { timeout: 5000 })).toHaveValue('koln');
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).toBeChecked();
  });

  it('leads to the whole list when no list was shown in this tab', async () => {
    server.use(http.get('*/api/job-board-api', () => HttpResponse.json({ data: [buildJob(0, { slug: 'direct' })], links: { next: null } })));
    renderRoute('/jobs/direct');
    expect(await screen.findByRole('link', { name: '← Back to the list' }, { timeout: 5000 })).toHaveAttribute('href', '/jobs');
  });
});
