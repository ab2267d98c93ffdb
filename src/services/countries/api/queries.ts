import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { countriesRootKey, populationSupportQuery } from './country.ts';
import { countryDetailQuery } from './country-detail.ts';
import { countryListQuery, countryListsKey } from './country-list.ts';
import { countryNameQuery } from './country-name.ts';
import { languageQuery } from './language.ts';

/**
 * Every countries query factory in one place, for the route loaders and tests; each lives in its
 * resource module (api/country-list.ts, ...) beside its document, schema and hook.
 */
export const countriesQueries = {
  all: countriesRootKey,
  populationSupport: populationSupportQuery,
  lists: countryListsKey,
  list: countryListQuery,
  detail: countryDetailQuery,
  countryName: countryNameQuery,
  language: languageQuery,
  /** The whole schema, loaded only by the query console (graphql's client-schema tools). */
  clientSchema: (endpoint: Endpoint) =>
    queryOptions({
      queryKey: [...countriesRootKey(endpoint), 'schema', 'full'] as const,
      queryFn: async ({ signal }) => (await import('./console.ts')).getClientSchema(endpoint, signal),
      staleTime: Infinity,
      retry: false,
    }),
};
