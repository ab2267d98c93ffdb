import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const calls: URL[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/schools')) calls.push(new URL(request.url));
});
afterEach(() => {
  calls.length = 0;
});
const lastCall = () => calls.at(-1)?.searchParams;
const table = () => screen.findByRole('table', { name: 'Colleges' }, { timeout: 5000 });
const noticeLines = () => screen.queryAllByText(/^Unknown /, { ignore: 'bdi' }).map((line) => line.textContent);
const results = () => screen.findByRole('region', { name: 'Results' }, { timeout: 5000 });

describe('/colleges explains URL values it does not know', { timeout: 20_000 }, () => {
  it('a page past the end says so and offers the last page; page stays zero-based', async () => {
    const { user, router } = renderRoute('/colleges?page=99');
    const section = await results();
    expect(await within(section).findByText('Page 100 (page=99 in the link, which counts from 0) does not exist; there are 4 pages.')).toBeInTheDocument();
    expect(within(section).getByText('63 schools match.')).toBeInTheDocument();
    expect(within(section).queryByText(/Page 100 of/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(lastCall()?.get('page')).toBe('99');
    await user.click(within(section).getByRole('button', { name: 'Go to page 4' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('Page 4 of 4')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('row')).toHaveLength(4);
    expect(lastCall()?.get('page')).toBe('3');
  });

  it('an unknown state is named, not sent, and can be removed from the link', async () => {
    const { user, router } = renderRoute('/colleges?state=ZZ&name=university');
    await table();
    expect(noticeLines()).toEqual(['Unknown state (ZZ): all states are shown.']);
    expect(screen.getByLabelText('State')).toHaveDisplayValue('All states');
    expect(lastCall()?.has('school.state')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove it from the link' }));
    await waitFor(() => expect(router.state.location.search).toBe('?name=university'));
    expect(noticeLines()).toEqual([]);
  });

  it('names every other unknown value: ownership, size, sort, page size, columns and page', async () => {
    const { user, router } = renderRoute('/colleges?ownership=9&size=big&sort=school.city:up&per_page=1000&fields=wombat,school.school_url&page=-2&state=TX');
    await table();
    expect(noticeLines()).toEqual([
      'Unknown ownership (9): any ownership is shown.',
      'Unknown size (big): any size is shown.',
      'Unknown sort order (school.city:up): sorted by students, largest first.',
      'Unknown page (-2): the first page is shown.',
      'Unknown page size (1000): 20 per page are shown.',
      'Unknown column (wombat): left out.',
    ]);
    expect(screen.getByLabelText('State')).toHaveDisplayValue('Texas');
    expect(lastCall()?.get('school.state')).toBe('TX');
    await user.click(screen.getByRole('button', { name: 'Remove them from the link' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=TX&fields=school.school_url'));
    expect(noticeLines()).toEqual([]);
  });
});

describe('/colleges/:id back to the list', { timeout: 20_000 }, () => {
  it('returns to the list as the user left it', async () => {
    const { user, router } = renderRoute('/colleges?state=TX&sort=school.name:asc');
    await user.click(within(await table()).getByRole('link', { name: 'The University of Texas at Austin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The University of Texas at Austin' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← Back to the list' }));
    expect(router.state.location.pathname).toBe('/colleges');
    expect(router.state.location.search).toBe('?state=TX&sort=school.name:asc');
    expect(await screen.findByLabelText('State')).toHaveDisplayValue('Texas');
  });
});
