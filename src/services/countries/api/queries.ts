import { queryOptions } from '@tanstack/react-query';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { SENT_BY_LOADER } from '../../../shared/lib/route-prefetch.ts';
import { getCountry, getPopulationSupport, listCountries } from './fetchers.ts';


const HOUR = 60 * 60 * 1000;

/** Keys carry the endpoint base, so changing it in Settings refetches everything. */
export const countriesQueries = {
  all: () => ['countries', endpointFor('countries').base] as const,
  /** The schema does not change while the app runs: ask once. */
  populationSupport: () =>
    queryOptions({
      queryKey: [...countriesQueries.all(), 'schema', 'country-fields'] as const,
      queryFn: ({ signal }) => getPopulationSupport(signal),
      staleTime: Infinity,
      gcTime: Infinity,
      ...SENT_BY_LOADER,
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
  list: (params: { continent?: string; withPopulation: boolean }) =>
    queryOptions({
      queryKey: [...countriesQueries.lists(), params] as const,
      queryFn: ({ signal }) => listCountries(params, signal),
      // Country data changes a few times a year.
      staleTime: HOUR,
      ...SENT_BY_LOADER,
    }),
  details: () => [...countriesQueries.all(), 'country', 'detail'] as const,
  detail: (params: { code: string; withPopulation: boolean }) =>
    queryOptions({
      queryKey: [...countriesQueries.details(), params] as const,
      queryFn: ({ signal }) => getCountry(params, signal),
      staleTime: HOUR,
      ...SENT_BY_LOADER,
    }),
};
