import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultTileTitle, matchPin } from '../../shared/board/tile-match.ts';
import { server } from '../../testing/msw/node.ts';
import { DEFAULT_QUERY } from './lib/console/console-url.ts';
import { demoDataset } from './fake/demo-data.ts';
import { countries } from './service.ts';
import { tiles } from './tiles.tsx';

const kinds = countries.tiles!.kinds.map((kind) => ({ serviceId: 'countries', kind }));
const ALL = 'query Everyone { countries { code name capital } }';
const consoleUrl = (query: string, variables = '') => `/countries/console?${new URLSearchParams({ query, ...(variables ? { variables } : {}) })}`;

let sent: string[] = [];
beforeEach(() => {
  sent = [];
  server.events.on('request:start', ({ request }) => void (request.url.endsWith('/graphql') && sent.push(request.url)));
});
afterEach(() => server.events.removeAllListeners());

/** Draws a pinned address with its kind's renderer, as the board does. */
function DrawPinned({ url, ...rest }: { url: string; received?: boolean; confirm?: () => void }) {
  const match = matchPin(kinds, url)!;
  const Draw = tiles[match.kind.id]!;
  return (
    <article aria-label={url}>
      <Draw url={match.url} search={match.search} params={match.params} size="small" details={{}} {...rest} />
    </article>
  );
}

/** Draws the tiles for these pinned addresses with a fresh query client. */
function renderTiles(pins: { url: string; received?: boolean; confirm?: () => void }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {pins.map((pin) => (
          <DrawPinned key={pin.url} {...pin} />
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, user, client };
}

describe('the console query tile’s pin', () => {
  it('maps the console’s address to one canonical pin whatever the spelling', () => {
    const pinned = matchPin(kinds, `${consoleUrl(ALL, '{"a":1}')}&tab=docs`);
    expect(pinned?.kind.id).toBe('query');
    expect(pinned?.url).toBe(consoleUrl(ALL, '{"a":1}'));
    expect(matchPin(kinds, `/countries/console?variables=%7B%22a%22%3A1%7D&query=${encodeURIComponent(ALL)}`)?.url).toBe(pinned?.url);
    // The console's default query is what the page shows with no query at all.
    expect(matchPin(kinds, consoleUrl(DEFAULT_QUERY))?.url).toBe('/countries/console');
    expect(matchPin(kinds, '/countries/FR')?.kind.id).toBe('country');
    expect(defaultTileTitle(pinned!, 'GraphQL console')).toBe('GraphQL console · query Everyone { countries { code name capital } } · {"a":1}');
  });
});

describe('the console query tile', () => {
  it('runs the person’s own pin when shown, shows its first rows, and runs again on demand', async () => {
    const { user } = renderTiles([{ url: consoleUrl(ALL) }]);
    const table = await screen.findByRole('table', { name: `Everyone · countries: 4 of ${demoDataset.countries.length}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['code', 'name', 'capital']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('AQAntarctica');
    expect(screen.getByText(`${demoDataset.countries.length - 4} more ·`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the console' })).toHaveAttribute('href', consoleUrl(ALL));
    expect(screen.getByText('Everyone')).toBeInTheDocument();
    expect(screen.getByText(/Updated/)).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Run again' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Run again' })).toBeEnabled();
  });

  it('sends nothing for a received tile until the person presses Run query', async () => {
    const confirm = vi.fn();
    const { user } = renderTiles([{ url: consoleUrl(ALL), received: true, confirm }]);
    expect(screen.getByText(/From a shared board: it runs only when you ask/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Query to run' })).toHaveTextContent(ALL);
    // Long enough for a request the tile would have sent on its own to have started.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run query' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(await screen.findByRole('table', { name: /^Everyone · countries: 4 of \d+$/ })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('shows GraphQL errors as the console words them, in its own tile alone', async () => {
    const { findByRole } = renderTiles([{ url: consoleUrl('{ countries { population } }') }, { url: '/countries/FR' }]);
    const query = await findByRole('article', { name: consoleUrl('{ countries { population } }') });
    expect(await within(query).findByText('The server answered with errors:')).toBeInTheDocument();
    expect(query).toHaveTextContent('Cannot query field "population" on type "Country".');
    expect(within(query).getByRole('link', { name: 'Open the page' })).toBeInTheDocument();
    expect(await within(screen.getByRole('article', { name: '/countries/FR' })).findByText('Paris')).toBeInTheDocument();
  });

  it('shows a failed request with Retry, and the rows once it answers', async () => {
    let fail = true;
    server.use(http.post('*/graphql', () => (fail ? HttpResponse.text('Bad gateway', { status: 502 }) : undefined)));
    const { user } = renderTiles([{ url: consoleUrl(ALL) }]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('HTTP 502');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /^Everyone · countries: 4 of \d+$/ })).toBeInTheDocument();
  });

  it('says what is wrong with variables that are not JSON, without sending anything', async () => {
    renderTiles([{ url: consoleUrl('query One($code: ID!) { country(code: $code) { name } }', '{code: FR}') }]);
    expect(screen.getByText('The pinned variables cannot be used (not sent):')).toBeInTheDocument();
    expect(screen.getByText(/^Not JSON: /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', expect.stringMatching(/^\/countries\/console\?/));
    expect(screen.queryByRole('button', { name: /Run/ })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toHaveLength(0);
  });

  it('offline, shows the last result it kept with its age, or says the query needs the network', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = renderTiles([{ url: consoleUrl(ALL) }]);
    expect(screen.getByText('This query needs the network: it has no saved result in this browser yet.')).toBeInTheDocument();
    offline.unmount();
    // Dropped with its page: its paused query would otherwise run as soon as the browser is online.
    offline.client.clear();
    expect(sent).toHaveLength(0);

    online.mockReturnValue(true);
    const first = renderTiles([{ url: consoleUrl(ALL) }]);
    await screen.findByRole('table');
    first.unmount();
    const [kept] = first.client.getQueryCache().getAll();
    first.client.setQueryData(kept!.queryKey, kept!.state.data, { updatedAt: Date.now() - 3 * 60_000 });
    online.mockReturnValue(false);
    render(
      <QueryClientProvider client={first.client}>
        <MemoryRouter>
          <DrawPinned url={consoleUrl(ALL)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Offline: the last result this browser kept.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /^Everyone · countries: 4 of \d+$/ })).toBeInTheDocument();
    expect(screen.getByText('Updated 3 minutes ago')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});
