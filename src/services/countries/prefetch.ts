import type { QueryClient } from '@tanstack/react-query';
import type { RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { countriesQueries } from './api/queries.ts';
import { normaliseCountryCode } from './lib/format-country.ts';
import { readListParams } from './lib/list-params.ts';

/** The schema check and the first query go out together, as the route's hooks send them. */
function knownPopulationSupport(client: QueryClient) {
  void client.prefetchQuery(countriesQueries.populationSupport());
  return client.getQueryData(countriesQueries.populationSupport().queryKey)?.available === true;
}

export const prefetchCountries: RoutePrefetch = (client, { url }) => {
  const withPopulation = knownPopulationSupport(client);
  void client.prefetchQuery(countriesQueries.list({ continent: readListParams(url.searchParams).continent, withPopulation }));
};

export const prefetchCountry: RoutePrefetch = (client, { params }) => {
  const withPopulation = knownPopulationSupport(client);
  void client.prefetchQuery(countriesQueries.detail({ code: normaliseCountryCode(params.code ?? ''), withPopulation }));
};
