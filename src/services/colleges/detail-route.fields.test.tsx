import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';

const calls: URL[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/schools')) calls.push(new URL(request.url));
});

const programs = () => screen.findByRole('list', { name: 'Fields of study' }, { timeout: 5000 });
const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.firstChild?.textContent?.trim());

describe('/colleges/:id fields of study', { timeout: 20_000 }, () => {
  it('lists each program with earnings and debt written out; a suppressed figure reads “not published”', async () => {
    renderRoute('/colleges/228778');
    const list = await programs();
    expect(calls.at(-1)?.searchParams.get('fields')).toContain('latest.programs.cip_4_digit');
    // Highest earnings first by default.
    expect(titles(list).slice(0, 2)).toEqual(['Mechanical Engineering', 'Computer Science']);
    const computing = within(list).getAllByRole('listitem')[1] as HTMLElement;
    expect(within(computing).getByText("· Bachelor's degree")).toBeInTheDocument();
    expect(within(computing).getByText('$76,600')).toBeInTheDocument();
    expect(within(computing).getByText('not published')).toBeInTheDocument();
    expect(within(computing).queryByText('$0')).toBeNull();
  });

  it('shows where the school is on a small map, or says why it cannot', async () => {
    renderRoute('/colleges/228778');
    expect(await screen.findByRole('img', { name: 'Map: The University of Texas at Austin in Austin, TX' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('says a school in Puerto Rico lies outside the map of the states', async () => {
    renderRoute('/colleges/243443');
    expect(await screen.findByText('San Juan, PR lies outside the map of the states.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('sorts through the URL, debt lowest first, with nothing published last', async () => {
    const { user, router } = renderRoute('/colleges/228778');
    await programs();
    await user.selectOptions(screen.getByLabelText('Sort programs'), 'Debt, lowest first');
    await waitFor(() => expect(router.state.location.search).toBe('?programs_sort=debt%3Aasc'));
    const sorted = titles(await programs());
    expect(sorted.slice(0, 2)).toEqual(['Economics', 'Teacher Education (grade levels)']);
    expect(sorted.at(-1)).toBe('Computer Science');
  });
});
