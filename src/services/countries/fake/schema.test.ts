import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { countryDetailQuery } from '../api/country-detail.ts';
import { countryListQuery } from '../api/country-list.ts';
import { demoDataset } from './demo-data.ts';
import { executeGraphqlBody } from './execute.ts';
import { createCountriesServer } from './schema.ts';

const server = createCountriesServer(demoDataset);
const run = async (query: string, variables?: unknown) => executeGraphqlBody(server, JSON.stringify({ query, variables }));
const codes = (body: unknown) => (body as { data: { countries: { code: string }[] } }).data.countries.map((c) => c.code);

describe('the mock GraphQL server behaves like the real one', () => {
  it('filters case-sensitively with eq, ne, in, nin and regex', async () => {
    expect(codes((await run('{ countries(filter: { continent: { eq: "SA" } }) { code } }')).body)).toEqual(['AR', 'BR']);
    expect(codes((await run('{ countries(filter: { continent: { eq: "sa" } }) { code } }')).body)).toEqual([]);
    expect(codes((await run('{ countries(filter: { name: { regex: "^United" } }) { code } }')).body)).toEqual(['GB', 'US']);
    expect(codes((await run('{ countries(filter: { name: { regex: "^united" } }) { code } }')).body)).toEqual([]);
    expect(codes((await run('{ countries(filter: { code: { in: ["FR", "DE"] }, continent: { ne: "AS" } }) { code } }')).body)).toEqual(['DE', 'FR']);
    expect(codes((await run('{ countries(filter: { continent: { nin: ["EU", "AS", "AF", "NA", "OC", "SA"] } }) { code } }')).body)).toEqual(['AQ']);
  });

  it('returns null for unknown and lower-case codes, and Antarctica with currencies [""]', async () => {
    expect((await run('{ country(code: "us") { code } }')).body).toEqual({ data: { country: null } });
    const aq = (await run('{ country(code: "AQ") { capital currency currencies languages { code } } }')).body;
    expect(aq).toEqual({ data: { country: { capital: null, currency: null, currencies: [''], languages: [] } } });
  });

  it('rejects population as a validation error inside HTTP 200', async () => {
    const reply = await run('{ countries { population } }');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      errors: [expect.objectContaining({ message: 'Cannot query field "population" on type "Country".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })],
    });
  });

  it('answers syntax errors, bad JSON and batches like graphql-yoga', async () => {
    expect((await run('{ countries {')).body).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
    expect(await executeGraphqlBody(server, '{not json')).toMatchObject({ status: 400 });
    const batch = await executeGraphqlBody(
      server,
      JSON.stringify([{ query: '{ country(code: "FR") { name } }' }, { query: '{ country(code: "DE") { name } }' }]),
    );
    expect(batch.body).toEqual([{ data: { country: { name: 'France' } } }, { data: { country: { name: 'Germany' } } }]);
  });

  it('answers the app’s own list and country queries with replies its schemas accept', async () => {
    // The tests' network is this fake over the demo dataset; the queries validate what it answers.
    const endpoint: Endpoint = { id: 'countries', base: 'https://countries.example.org', viaProxy: false, upstream: 'https://countries.example.org' };
    const client = new QueryClient();
    const list = await client.fetchQuery(countryListQuery(endpoint, {}, undefined));
    expect(list.data.countries).toHaveLength(demoDataset.countries.length);
    const gb = await client.fetchQuery(countryDetailQuery(endpoint, 'GB', undefined));
    expect(gb.data.country?.subdivisions.map((s) => s.code)).toEqual(['GB-ENG', 'GB-NIR', 'GB-SCT', 'GB-WLS']);
  });

  it('offers population only when asked to', async () => {
    const withPopulation = createCountriesServer(demoDataset, { withPopulation: true });
    const reply = await executeGraphqlBody(withPopulation, JSON.stringify({ query: '{ country(code: "FR") { population } }' }));
    expect(reply.body).toEqual({ data: { country: { population: 68170228 } } });
  });
});
