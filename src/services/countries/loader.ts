import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../shared/config/endpoints.ts';
import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { countriesQueries } from './api/queries.ts';
import { normaliseCountryCode, normaliseLanguageCode } from './lib/format-country.ts';
import { readListParams } from './lib/list-params.ts';

/** As the route's hooks choose: population once an earlier answer has shown the schema has it. */
const withPopulation = (client: QueryClient, endpoint: Endpoint) =>
  client.getQueryData(countriesQueries.populationSupport(endpoint).queryKey)?.available === true;

export const loadCountries: PageLoader = ({ client, endpoint }, { search }) => {
  const { continent, currency } = readListParams(search);
  const countries = endpoint('countries');
  return client.prefetchQuery(countriesQueries.list(countries, { continent, currency, withPopulation: withPopulation(client, countries) }));
};

export const loadCountry: PageLoader = ({ client, endpoint }, { params }) => {
  const countries = endpoint('countries');
  return client.prefetchQuery(
    countriesQueries.detail(countries, { code: normaliseCountryCode(params.code ?? ''), withPopulation: withPopulation(client, countries) }),
  );
};

export const loadLanguage: PageLoader = ({ client, endpoint }, { params }) =>
  client.prefetchQuery(countriesQueries.language(endpoint('countries'), normaliseLanguageCode(params.code ?? '')));
