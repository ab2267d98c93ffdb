import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route.tsx';

const mapMarks = (name: RegExp) => screen.findByRole('group', { name }, { timeout: 8000 });
const markNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('/countries world map', { timeout: 30_000 }, () => {
  it('colours every listed country by its continent, with a key', async () => {
    renderRoute('/countries');
    const group = await mapMarks(/^Countries in the list: 25;/);
    expect(within(group).getAllByRole('link')).toHaveLength(25);
    expect(markNames(group)).toContain('Brazil, South America');
    const key = screen.getByRole('list', { name: 'Map key' });
    expect(
      within(key)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America']);
    expect(
      within(group)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('tabindex') === '0'),
    ).toHaveLength(1);
  });

  it('highlights the currency filter’s matches only, and opens one by keyboard', async () => {
    const { router } = renderRoute('/countries?currency=EUR');
    const group = await mapMarks(/^Countries that match: 3;/);
    expect(markNames(group)).toEqual(['France, Europe', 'Germany, Europe', 'Spain, Europe']);
    expect(screen.getByRole('list', { name: 'Map key' })).toHaveTextContent('Matches the search and filtersOther countries');
    const first = within(group).getAllByRole('link')[0] as HTMLElement;
    first.focus();
    // East of France the nearest match is Germany.
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = within(group).getAllByRole('link')[1] as HTMLElement;
    expect(document.activeElement).toBe(second);
    fireEvent.click(second);
    await waitFor(() => expect(router.state.location.pathname).toBe('/countries/DE'));
  });
});
