import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPin } from '../../shared/board/tile-match.ts';
import { server } from '../../testing/msw/node.ts';
import { serviceParts } from '../service-parts.ts';
import { boardAccess } from './board-access.ts';
import { TileBody } from './tile-body.tsx';

/**
 * Tiles as the board draws them: each pinned address matched to its kind and drawn by its slice's
 * renderer. The slices' tile modules are loaded first, so the board's suspense resolves inside act.
 */
async function renderTiles(urls: string[], titleFromData?: (url: string, title: string) => void) {
  await act(async () => Promise.all(serviceParts.map((parts) => parts.tiles?.())));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          {urls.map((url) => {
            const match = matchPin(boardAccess.kinds, url);
            if (!match) throw new Error(`${url} is not a pinnable view`);
            return (
              <article key={url} aria-label={url}>
                <Suspense fallback={<p>Loading the tile’s code…</p>}>
                  <TileBody
                    serviceId={match.serviceId}
                    kindId={match.kind.id}
                    url={match.url}
                    search={match.search}
                    params={match.params}
                    size="small"
                    details={{}}
                    titleFromData={titleFromData && ((title) => titleFromData(url, title))}
                  />
                </Suspense>
              </article>
            );
          })}
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return { user: userEvent.setup() };
}

const tile = (url: string) => within(screen.getByRole('article', { name: url }));

describe('tile kinds on the board (MSW at the network boundary)', { timeout: 20_000 }, () => {
  it('each kind draws its view’s data with its age', async () => {
    await renderTiles(['/colleges?state=CA', '/colleges/compare?ids=166683,228778', '/jobs?remote=1', '/jobs/saved', '/countries/FR', '/upload', '/coffee']);
    expect(await tile('/colleges?state=CA').findByText(/schools? match/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await tile('/colleges/compare?ids=166683,228778').findAllByText(/best /, {}, { timeout: 5000 })).toHaveLength(2);
    expect(await tile('/jobs?remote=1').findByText(/jobs? match/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await tile('/jobs/saved').findByText(/saved ·/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await tile('/countries/FR').findByText('Paris', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await tile('/upload').findByText(/still alive/)).toBeInTheDocument();
    expect(await tile('/coffee').findByRole('img', {}, { timeout: 5000 })).toBeInTheDocument();
    for (const url of ['/colleges?state=CA', '/jobs?remote=1', '/countries/FR']) expect(tile(url).getByText(/^Updated /)).toBeInTheDocument();
  });

  it('a failing upstream fails its own tile, with Retry, and the tile beside it stays', async () => {
    let failing = true;
    server.use(
      http.get('*/schools', () => (failing ? HttpResponse.json({ error: { code: 'OVER_RATE_LIMIT', message: 'slow down' } }, { status: 429 }) : undefined)),
    );
    const { user } = await renderTiles(['/colleges?state=CA', '/countries/FR']);
    const alert = await tile('/colleges?state=CA').findByRole('alert', {}, { timeout: 5000 });
    expect(await tile('/countries/FR').findByText('Paris', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(tile('/countries/FR').queryByRole('alert')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert.closest('article')!).getByRole('button', { name: /Retry/ }));
    expect(await tile('/colleges?state=CA').findByText(/schools? match/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('a refresh that fails keeps the data, marked stale with its age and a Retry', async () => {
    const { user } = await renderTiles(['/countries/FR']);
    expect(await tile('/countries/FR').findByText('Paris', {}, { timeout: 5000 })).toBeInTheDocument();
    server.use(http.post('*/graphql', () => new HttpResponse('Bad gateway', { status: 502 })));
    await user.click(tile('/countries/FR').getByRole('button', { name: 'Refresh' }));
    expect(await tile('/countries/FR').findByText(/Stale: the last refresh failed\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(tile('/countries/FR').getByText('Paris')).toBeInTheDocument();
    expect(tile('/countries/FR').getByText(/^Updated /)).toBeInTheDocument();
    expect(tile('/countries/FR').getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a country tile names its view from the data once it arrives', async () => {
    const named: [string, string][] = [];
    await renderTiles(['/countries/DE', '/countries/XX'], (url, title) => named.push([url, title]));
    expect(await tile('/countries/DE').findByText('Berlin', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await tile('/countries/XX').findByText('No country has the code XX.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(named).toEqual([['/countries/DE', 'Germany (DE)']]);
  });
});
