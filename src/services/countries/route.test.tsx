import { screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { countriesGraphqlHandler } from './fake/mocks.ts';

// The first render loads the lazy route chunk, which takes a moment in jsdom.
const table = () => screen.findByRole('table', {}, { timeout: 5000 });
const rowNames = (tableElement: HTMLElement) =>
  within(tableElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('/countries', { timeout: 20_000 }, () => {
  it('lists every country with its facts and marks population unavailable', async () => {
    renderRoute('/countries');
    const list = await table();
    expect(screen.getByText('25 countries')).toBeInTheDocument();
    const brazil = within(list).getByRole('link', { name: 'Brazil' }).closest('tr')!;
    expect(within(brazil).getByText('Brasil')).toBeInTheDocument();
    expect(within(brazil).getByText('Brasília')).toBeInTheDocument();
    expect(within(brazil).getByText('BRL')).toBeInTheDocument();
    expect(within(brazil).getByText('+55')).toBeInTheDocument();
    const antarctica = within(list).getByRole('link', { name: 'Antarctica' }).closest('tr')!;
    // The real server sends currencies [""] and capital null for Antarctica.
    expect(within(antarctica).getAllByText('none')).toHaveLength(3);
    expect(screen.getAllByText(/Population is unavailable from this source/)).toHaveLength(1);
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Country', 'Code', 'Capital', 'Continent', 'Currencies', 'Languages', 'Calling code']);
  });

  it('says once, in one line under the count, that population is unavailable, and not without a table', async () => {
    const { user } = renderRoute('/countries');
    const list = await table();
    const count = screen.getByText('25 countries');
    const note = screen.getByText(/Population is unavailable from this source/);
    expect(note).toHaveTextContent('Population is unavailable from this source. This server’s schema has no population field.');
    expect(count.nextElementSibling).toBe(note);
    expect(note.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(list).queryByText(/not available|unavailable/)).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'atlantis');
    expect(await screen.findByText(/No countries match/)).toBeInTheDocument();
    expect(screen.queryByText(/Population is unavailable/)).not.toBeInTheDocument();
  });

  it('searches case- and accent-insensitively and keeps q in the URL', async () => {
    const { user, router } = renderRoute('/countries');
    await table();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'brasilia');
    expect(rowNames(await table())).toEqual(['Brazil']);
    expect(screen.getByText('1 of 25 countries match “brasilia”')).toBeInTheDocument();
    // The list follows each keystroke; the URL follows once typing pauses.
    await waitFor(() => expect(router.state.location.search).toBe('?q=brasilia'));
  });

  it('names the chosen language even where no listed country speaks it: "Basque (eu)", never "eu"', async () => {
    renderRoute('/countries?continent=SA&language=eu');
    expect(await screen.findByText('0 of 2 countries in South America speak Basque')).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(within(language).getByRole('option', { selected: true })).toHaveTextContent(/^Basque \(eu\)$/);
  });

  it('filters by continent through the API filter argument and sorts by code', async () => {
    const variables: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      const body = (await request.clone().json()) as { operationName?: string; variables?: unknown };
      if (body.operationName === 'Countries') variables.push(body.variables);
    });
    const { user, router } = renderRoute('/countries?continent=sa');
    expect(await screen.findByText('2 countries in South America')).toBeInTheDocument();
    expect(variables).toContainEqual({ filter: { continent: { eq: 'SA' } } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Continent' }), 'EU');
    expect(await screen.findByText('5 countries in Europe')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'code');
    expect(rowNames(await table())).toEqual(['Switzerland', 'Germany', 'Spain', 'France', 'United Kingdom']);
    expect(router.state.location.search).toBe('?continent=EU&sort=code');
    server.events.removeAllListeners();
  });

  it('asks for population only when the schema has it, and formats it', async () => {
    const queries: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      queries.push(((await request.clone().json()) as { query: string }).query);
    });
    server.use(countriesGraphqlHandler({ withPopulation: true }));
    renderRoute('/countries?q=japan');
    const list = await table();
    expect(await within(list).findByText('124,516,650')).toBeInTheDocument();
    expect(within(list).getByRole('columnheader', { name: 'Population' })).toBeInTheDocument();
    expect(screen.queryByText(/Population is unavailable/)).not.toBeInTheDocument();
    expect(queries.filter((query) => query.includes('population'))).toHaveLength(1);
    server.events.removeAllListeners();
  });

  it('never sends population to the real-shaped schema', async () => {
    const queries: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      queries.push(((await request.clone().json()) as { query: string }).query);
    });
    renderRoute('/countries');
    await table();
    expect(queries.some((query) => query.includes('__type'))).toBe(true);
    expect(queries.some((query) => /\bpopulation\b/.test(query))).toBe(false);
    server.events.removeAllListeners();
  });
});

describe('/countries errors', { timeout: 20_000 }, () => {
  it('explains GraphQL errors inside an HTTP 200 and retries', async () => {
    let failing = true;
    server.use(
      graphql.query('Countries', () =>
        failing
          ? HttpResponse.json({
              errors: [{ message: 'Cannot query field "population" on type "Country".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
            })
          : undefined,
      ),
    );
    const { user } = renderRoute('/countries');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Countries reported an error');
    expect(alert).toHaveTextContent('Cannot query field "population"');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });

  it('shows partial data together with its errors', async () => {
    server.use(
      graphql.query('Countries', () =>
        HttpResponse.json({
          data: {
            continents: [{ code: 'EU', name: 'Europe' }],
            countries: [
              {
                code: 'FR',
                name: 'France',
                native: 'France',
                emoji: '🇫🇷',
                capital: null,
                phones: ['33'],
                currencies: ['EUR'],
                continent: { code: 'EU', name: 'Europe' },
                languages: [],
              },
            ],
          },
          errors: [{ message: 'Capital lookup failed', path: ['countries', 0, 'capital'] }],
        }),
      ),
    );
    renderRoute('/countries');
    expect(await screen.findByText(/Partial data: the server reported an error/)).toBeInTheDocument();
    expect(screen.getByText(/Capital lookup failed/)).toHaveTextContent('countries.0.capital: Capital lookup failed');
    expect(within(await table()).getByRole('link', { name: 'France' })).toBeInTheDocument();
  });

  it('explains a network error', async () => {
    server.use(http.post('*/graphql', () => HttpResponse.error()));
    renderRoute('/countries');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Can't reach Countries/);
  });

  it('explains a malformed reply and a reply of the wrong shape', async () => {
    server.use(http.post('*/graphql', () => new HttpResponse('{"data": [', { headers: { 'Content-Type': 'application/json' } }), { once: true }));
    server.use(http.post('*/graphql', () => HttpResponse.json({ unexpected: 'shape' })));
    renderRoute('/countries');
    expect(await screen.findByRole('alert')).toHaveTextContent(/not valid JSON|needs "data" or "errors"/);
  });

  it('names the bad field when the data has the wrong shape', async () => {
    server.use(graphql.query('Countries', () => HttpResponse.json({ data: { continents: [], countries: [{ code: 'FR' }] } })));
    renderRoute('/countries');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The GraphQL data does not have the expected shape');
    expect(within(alert).getByText('data.countries.0.name')).toBeInTheDocument();
  });
});
