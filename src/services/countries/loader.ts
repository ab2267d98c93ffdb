import type { QueryClient } from '@tanstack/react-query';
import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { countriesQueries } from './api/queries.ts';
import { normaliseCountryCode, normaliseLanguageCode } from './lib/format-country.ts';
import { readListParams } from './lib/list-params.ts';

/** As the route's hooks choose: population once an earlier answer has shown the schema has it. */
const withPopulation = (client: QueryClient) => client.getQueryData(countriesQueries.populationSupport().queryKey)?.available === true;

export const loadCountries: PageLoader = ({ client }, { search }) => {
  const { continent, currency } = readListParams(search);
  return client.prefetchQuery(countriesQueries.list({ continent, currency, withPopulation: withPopulation(client) }));
};

export const loadCountry: PageLoader = ({ client }, { params }) =>
  client.prefetchQuery(countriesQueries.detail({ code: normaliseCountryCode(params.code ?? ''), withPopulation: withPopulation(client) }));

export const loadLanguage: PageLoader = ({ client }, { params }) => client.prefetchQuery(countriesQueries.language(normaliseLanguageCode(params.code ?? '')));
