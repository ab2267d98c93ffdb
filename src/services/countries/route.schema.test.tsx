import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw/node.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { demoDataset } from './fake/demo-data.ts';
import { executeGraphqlBody } from './fake/execute.ts';
import { createCountriesServer } from './fake/schema.ts';

/** The GraphQL documents the app sends, in order. */
function recordQueries() {
  const queries: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    queries.push(((await request.clone().json()) as { query: string }).query);
  });
  return queries;
}
afterEach(() => server.events.removeAllListeners());

const realShapedServer = createCountriesServer(demoDataset);
const INTROSPECTION_OFF = 'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type.';
// A document's layout is free: the arguments may span lines.
const COUNTRY_FIELDS_QUESTION = /__type\(name:\s*"Country"\)/;
/** The line that says why population is missing, if the page shows one. */
const populationNote = () => screen.queryByText(/^Population is unavailable from this source\./);
const findTable = () => screen.findByRole('table', {}, { timeout: 5000 });

describe('/countries asks the schema about population within its first query', { timeout: 20_000 }, () => {
  it('one request brings the list and the schema’s answer: the note comes with the table', async () => {
    const queries = recordQueries();
    const { user } = renderRoute('/countries');
    const table = await findTable();
    const note = populationNote();
    expect(note).toHaveTextContent('This server’s schema has no population field');
    expect(note!.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note).toHaveTextContent(/^Population is unavailable from this source\./);
    expect(within(table).queryByRole('columnheader', { name: /Population/ })).not.toBeInTheDocument();
    expect(queries).toHaveLength(1);
    expect(queries[0]).toContain('countries(filter: $filter)');
    expect(queries[0]).toMatch(COUNTRY_FIELDS_QUESTION);

    // The answer is kept: the next list does not ask again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Continent' }), 'EU');
    expect(await screen.findByText('5 countries in Europe')).toBeInTheDocument();
    expect(queries).toHaveLength(2);
    expect(queries[1]).not.toContain('__type');
  });

  it('the detail page asks in its own query when it is the first page opened', async () => {
    const queries = recordQueries();
    renderRoute('/countries/FR');
    expect(await screen.findByRole('heading', { name: 'Overview' }, { timeout: 5000 })).toBeInTheDocument();
    expect(populationNote()).toHaveTextContent(/Population is unavailable from this source/);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toContain('country(code: $code)');
    expect(queries[0]).toMatch(COUNTRY_FIELDS_QUESTION);
  });

  it('a server that rejects any query with introspection gets the list asked again without it', async () => {
    const queries = recordQueries();
    server.use(
      graphql.query('Countries', ({ query }) =>
        query.includes('__type')
          ? HttpResponse.json({ errors: [{ message: INTROSPECTION_OFF, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }, { status: 400 })
          : undefined,
      ),
    );
    renderRoute('/countries');
    expect(within(await findTable()).getByRole('link', { name: 'Brazil' })).toBeInTheDocument();
    expect(populationNote()).toHaveTextContent(`This server would not describe its schema (“${INTROSPECTION_OFF}”)`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queries.map((query) => query.includes('__type'))).toEqual([true, false]);
  });

  it('a server that only nulls the type answers with the list: no partial-data warning, the refusal explained', async () => {
    server.use(
      graphql.query('Countries', async ({ request }) => {
        // The real-shaped answer, then `__type` nulled with an error, as a server with a guard would.
        const { body } = await executeGraphqlBody(realShapedServer, await request.text());
        const { data } = body as { data: Record<string, unknown> };
        return HttpResponse.json({ data: { ...data, __type: null }, errors: [{ message: 'Introspection is disabled', path: ['__type'] }] });
      }),
    );
    renderRoute('/countries');
    expect(within(await findTable()).getByRole('link', { name: 'Brazil' })).toBeInTheDocument();
    expect(populationNote()).toHaveTextContent('This server would not describe its schema (“Introspection is disabled”)');
    expect(screen.queryByText(/Partial data/)).not.toBeInTheDocument();
  });

  it('a query that fails for another reason still shows its own error, after one try without the question', async () => {
    const queries = recordQueries();
    server.use(graphql.query('Countries', () => HttpResponse.json({ errors: [{ message: 'Upstream database unavailable' }] })));
    renderRoute('/countries');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Upstream database unavailable');
    await waitFor(() => expect(queries).toHaveLength(2));
  });
});
