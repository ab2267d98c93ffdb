import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const calls: URL[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/schools')) calls.push(new URL(request.url));
});

const points = () => screen.findByRole('group', { name: /^Schools on the map/ }, { timeout: 8000 });

describe('/colleges?view=map', { timeout: 30_000 }, () => {
  it('draws each school of the page as a link, coloured by the sort, with one tab stop', async () => {
    renderRoute('/colleges?view=map&per_page=100&sort=latest.cost.tuition.in_state:asc');
    const group = await points();
    const links = within(group).getAllByRole('link');
    // 63 open schools: one in Puerto Rico and one without coordinates are counted in words instead.
    expect(links).toHaveLength(61);
    expect(links.filter((link) => link.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(within(group).getByRole('link', { name: 'The University of Texas at Austin: in-state tuition $10,824' })).toBeInTheDocument();
    expect(screen.getByText(/1 school lies outside the map .*Universidad Interamericana de Puerto Rico/)).toBeInTheDocument();
    expect(screen.getByText(/1 school has no coordinates in the Scorecard: جامعة الشرق المفتوحة/)).toBeInTheDocument();
    expect(screen.getByText('In-state tuition (lower is better)')).toBeInTheDocument();
    const key = screen.getByRole('list', { name: 'Map key' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // Quintiles of the placed schools' tuition, cheapest (Santa Monica College) to dearest.
      '$1,142 to under $10,524',
      '$10,524 to under $12,186',
      '$12,186 to under $15,258',
      '$15,258 to under $57,986',
      '$57,986 to $65,340',
      'Not reported',
    ]);
    expect(calls.at(-1)?.searchParams.get('fields')).toContain('location.lat,location.lon');
  });

  it('moves between points with the arrow keys and opens one with Enter', async () => {
    const { router } = renderRoute('/colleges?view=map');
    const group = await points();
    const first = within(group)
      .getAllByRole('link')
      .find((link) => link.getAttribute('tabindex') === '0') as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    const last = within(group).getAllByRole('link').at(-1) as HTMLElement;
    expect(document.activeElement).toBe(last);
    expect(last.getAttribute('tabindex')).toBe('0');
    expect(first.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(last);
    await waitFor(() => expect(router.state.location.pathname).toBe(last.getAttribute('href')));
  });

  it('switches between list and map without another request', async () => {
    const { user, router } = renderRoute('/colleges');
    await screen.findByRole('table', { name: 'Colleges' }, { timeout: 8000 });
    const before = calls.length;
    await user.click(screen.getByRole('checkbox', { name: 'Show the map' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=map'));
    await points();
    expect(screen.getByRole('table', { name: 'Colleges' })).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });
});
