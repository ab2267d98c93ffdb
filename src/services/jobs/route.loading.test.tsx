import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

describe('/jobs while loading', () => {
  it('announces the load with ten job-shaped rows, then shows the list in their place', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Returning nothing falls through to the default handler once the gate opens.
    server.use(http.get('*/api/job-board-api', async () => void (await gate)));
    renderRoute('/jobs');
    const status = await screen.findByText('Loading jobs…', {}, { timeout: 5000 });
    expect(status.closest('[role="status"]')!.querySelectorAll('li')).toHaveLength(10);
    release();
    expect(await screen.findByText(/loaded jobs match/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Loading jobs…')).not.toBeInTheDocument();
  });
});
