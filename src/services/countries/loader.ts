import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { cachedPopulationSupport } from './api/graphql.ts';
import { countryDetailQuery } from './api/country-detail.ts';
import { countryListQuery } from './api/country-list.ts';
import { languageQuery } from './api/language.ts';
import { normaliseCountryCode, normaliseLanguageCode } from './lib/format-country.ts';
import { readListParams } from './lib/list-params.ts';

export const loadCountries: PageLoader = ({ client, endpoint }, { search }) => {
  const { continent, currency } = readListParams(search);
  const countries = endpoint('countries');
  return client.prefetchQuery(countryListQuery(countries, { continent, currency }, cachedPopulationSupport(client, countries)));
};

export const loadCountry: PageLoader = ({ client, endpoint }, { params }) => {
  const countries = endpoint('countries');
  return client.prefetchQuery(countryDetailQuery(countries, normaliseCountryCode(params.code ?? ''), cachedPopulationSupport(client, countries)));
};

export const loadLanguage: PageLoader = ({ client, endpoint }, { params }) =>
  client.prefetchQuery(languageQuery(endpoint('countries'), normaliseLanguageCode(params.code ?? '')));
