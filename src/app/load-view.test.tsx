import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../testing/msw/node.ts';
import { renderRoute } from '../testing/render-route.tsx';
import { loadView } from './route-modules.ts';

const schoolRequests: URL[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/schools')) schoolRequests.push(new URL(request.url));
});
afterEach(() => {
  schoolRequests.length = 0;
});

describe('loadView', { timeout: 20_000 }, () => {
  it('loadView loads a view’s data from outside its page, and the page then shows it without asking again', async () => {
    const { router, queryClient } = renderRoute('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
    await act(() => loadView('/colleges?name=texas'));
    expect(schoolRequests).toHaveLength(1);
    expect(schoolRequests[0]!.searchParams.get('school.name')).toBe('texas');
    expect(queryClient.getQueryCache().findAll({ queryKey: ['colleges'], type: 'active' })).toHaveLength(0);
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['colleges'] })
        .some((query) => query.state.status === 'success'),
    ).toBe(true);

    await act(() => router.navigate('/colleges?name=texas'));
    expect(await screen.findByRole('table', { name: 'Colleges' }, { timeout: 5000 })).toBeInTheDocument();
    expect(schoolRequests).toHaveLength(1);
  });
});
