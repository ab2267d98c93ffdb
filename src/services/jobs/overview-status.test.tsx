import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { buildJob } from '../../testing/board-jobs.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('jobs overview card', { timeout: 20_000 }, () => {
  it('counts the first page, a job repeated in it once, by its latest copy', async () => {
    const twoDaysAgo = nowSeconds() - 2 * 86_400;
    server.use(
      http.get('*/api/job-board-api', () =>
        HttpResponse.json({
          data: [
            buildJob(0, { slug: 'rust-graz', remote: true, created_at: twoDaysAgo - 60 }),
            buildJob(1, { slug: 'go-linz', remote: false }),
            buildJob(2, { slug: 'ts-wien', remote: true }),
            buildJob(0, { slug: 'rust-graz', remote: false, created_at: twoDaysAgo }),
          ],
          links: { next: null },
        }),
      ),
    );
    renderRoute('/');
    expect(await screen.findByText('3 jobs loaded, 1 remote; newest posted 2 days ago', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('explains a failed first page', async () => {
    server.use(http.get('*/api/job-board-api', () => HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 })));
    renderRoute('/');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    const card = (await within(main).findByRole('link', { name: 'Jobs' }, { timeout: 5000 })).closest('li')!;
    expect(await within(card).findByText(/: rate limit reached$/, {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
