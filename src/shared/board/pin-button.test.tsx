import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BoardContext } from './board-context.tsx';
import { MAX_TILE_URL } from './board-schema.ts';
import { createBoardStore } from './board-store.ts';
import { PageHeader } from '../ui/page-header.tsx';
import type { TileKindRef } from './tile-match.ts';
import { memoryBoardStorage } from '../../testing/memory-board-storage.ts';

const kinds: TileKindRef[] = [
  { serviceId: 'countries', kind: { id: 'query', path: 'countries/console', title: 'GraphQL query', params: ['query'] } },
  { serviceId: 'countries', kind: { id: 'country', path: 'countries/:code', title: 'Country' } },
];

function renderAt(url: string, header: { title: string; provisional?: boolean } = { title: 'GraphQL console' }) {
  const store = createBoardStore({ storage: memoryBoardStorage() });
  render(
    <BoardContext.Provider value={{ kinds, store }}>
      <MemoryRouter initialEntries={[url]}>
        <PageHeader {...header} />
      </MemoryRouter>
    </BoardContext.Provider>,
  );
  return store;
}

describe('PinButton', () => {
  it('pins a view, titled with the page and its values on one line', async () => {
    const store = renderAt(`/countries/console?query=${encodeURIComponent('query Europe {\n  countries { code }\n}')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Pin to overview' }));
    expect(await screen.findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    expect(store.getState().tiles.map((tile) => tile.title)).toEqual(['GraphQL console · query Europe { countries { code } }']);
  });

  it('says a view is too long to pin, and pins nothing', async () => {
    const store = renderAt(`/countries/console?query=${'x'.repeat(MAX_TILE_URL)}`);
    const button = screen.getByRole('button', { name: 'Pin to overview' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/^Too long to pin \(2,0\d\d characters, at most 2,000\)\.$/);
    await userEvent.click(button);
    await store.load();
    expect(store.getState().tiles).toEqual([]);
  });

  it('takes the page’s title only once it comes from the data: a stand-in title pins the view’s plain one', async () => {
    const loading = renderAt('/countries/KE', { title: 'Country KE', provisional: true });
    await userEvent.click(screen.getByRole('button', { name: 'Pin to overview' }));
    await screen.findByRole('button', { name: 'Unpin' });
    expect(loading.getState().tiles.map((tile) => tile.title)).toEqual(['Country · KE']);
    cleanup();
    // A fresh browser: the layout copy in localStorage would say the view is pinned.
    localStorage.clear();
    const loaded = renderAt('/countries/KE', { title: 'Kenya (KE)' });
    await userEvent.click(screen.getByRole('button', { name: 'Pin to overview' }));
    await screen.findByRole('button', { name: 'Unpin' });
    expect(loaded.getState().tiles.map((tile) => tile.title)).toEqual(['Kenya (KE)']);
  });
});
