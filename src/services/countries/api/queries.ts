import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { askingSchema, getCountry, getCountryName, getLanguage, listCountries, type CountryTypeFields, type PopulationSupport } from './fetchers.ts';
import type { CountryQueryVariant } from './documents.ts';
import type { GraphqlOutcome } from './run-graphql.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Runs a country query in the variant the schema allows. Until the schema's answer on population
 * is cached, the query asks it too (one round trip for both) and caches it for the queries after.
 */
async function withSchemaAnswer<T extends { __type?: CountryTypeFields }>(
  client: QueryClient,
  withPopulation: boolean,
  run: (variant: CountryQueryVariant) => Promise<GraphqlOutcome<T>>,
) {
  if (withPopulation) return run('with-population');
  const supportKey = countriesQueries.populationSupport().queryKey;
  if (client.getQueryData(supportKey)) return run('plain');
  const { outcome, support } = await askingSchema(run);
  client.setQueryData(supportKey, support);
  return outcome;
}

/** Keys carry the endpoint base, so changing it in Settings refetches everything. */
export const countriesQueries = {
  all: () => ['countries', endpointFor('countries').base] as const,
  /**
   * Whether Country has `population`: answered by the first country query (never fetched alone)
   * and kept, since the schema does not change while the app runs.
   */
  populationSupport: () =>
    queryOptions<PopulationSupport>({
      queryKey: [...countriesQueries.all(), 'schema', 'population'] as const,
      queryFn: skipToken,
      staleTime: Infinity,
      gcTime: Infinity,
      // Restored with the lists it describes, so their population column reads the same after a reload.
      meta: PERSISTED.meta,
    }),
  /** The whole schema, loaded only by the query console (graphql's client-schema tools). */
  clientSchema: () =>
    queryOptions({
      queryKey: [...countriesQueries.all(), 'schema', 'full'] as const,
      queryFn: async ({ signal }) => (await import('./console.ts')).getClientSchema(signal),
      staleTime: Infinity,
      retry: false,
    }),
  lists: () => [...countriesQueries.all(), 'country', 'list'] as const,
  list: (params: { continent?: string; currency?: string; withPopulation: boolean }) =>
    queryOptions({
      queryKey: [...countriesQueries.lists(), params] as const,
      queryFn: ({ signal, client }) =>
        withSchemaAnswer(client, params.withPopulation, (variant) =>
          listCountries({ continent: params.continent, currency: params.currency, variant }, signal),
        ),
      // Country data changes a few times a year.
      staleTime: HOUR,
      ...PERSISTED,
    }),
  details: () => [...countriesQueries.all(), 'country', 'detail'] as const,
  detail: (params: { code: string; withPopulation: boolean }) =>
    queryOptions({
      queryKey: [...countriesQueries.details(), params] as const,
      queryFn: ({ signal, client }) => withSchemaAnswer(client, params.withPopulation, (variant) => getCountry({ code: params.code, variant }, signal)),
      staleTime: HOUR,
      ...PERSISTED,
    }),
  /** A country's name in another language; an unsupported language is the server's field error. */
  countryName: (params: { code: string; lang: string }) =>
    queryOptions({
      queryKey: [...countriesQueries.all(), 'country', 'name', params] as const,
      queryFn: ({ signal }) => getCountryName(params, signal),
      staleTime: HOUR,
    }),
  language: (code: string) =>
    queryOptions({
      queryKey: [...countriesQueries.all(), 'language', code] as const,
      queryFn: ({ signal }) => getLanguage({ code }, signal),
      staleTime: HOUR,
      ...PERSISTED,
    }),
};
