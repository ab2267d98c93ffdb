import type { QueryClient } from '@tanstack/react-query';
import { endpointFor, type Endpoint } from '../../shared/config/endpoints.ts';
import { pageHasAskedSince, type RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { countriesQueries } from './api/queries.ts';
import { normaliseCountryCode, normaliseLanguageCode } from './lib/format-country.ts';
import { readListParams } from './lib/list-params.ts';

/** As the route's hooks choose: population once an earlier answer has shown the schema has it. */
const withPopulation = (client: QueryClient, endpoint: Endpoint) =>
  client.getQueryData(countriesQueries.populationSupport(endpoint).queryKey)?.available === true;

export const prefetchCountries: RoutePrefetch = (client, { url, shownAt }) => {
  const { continent, currency } = readListParams(url.searchParams);
  const endpoint = endpointFor('countries');
  const options = countriesQueries.list(endpoint, { continent, currency, withPopulation: withPopulation(client, endpoint) });
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};

export const prefetchCountry: RoutePrefetch = (client, { params, shownAt }) => {
  const endpoint = endpointFor('countries');
  const options = countriesQueries.detail(endpoint, { code: normaliseCountryCode(params.code ?? ''), withPopulation: withPopulation(client, endpoint) });
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};

export const prefetchLanguage: RoutePrefetch = (client, { params, shownAt }) => {
  const options = countriesQueries.language(endpointFor('countries'), normaliseLanguageCode(params.code ?? ''));
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};
