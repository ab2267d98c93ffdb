import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { populationSupportQuery } from '../api/graphql.ts';
import { countryListQuery } from '../api/country-list.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/**
 * The list of one continent (or all); the previous list stays while the next loads. Population
 * support arrives with the first list (see api/graphql.ts), so the note comes with the table.
 */
export function useCountryList(continent: string | undefined, currency?: string) {
  const endpoint = useEndpoint('countries');
  const populationSupport = useQuery(populationSupportQuery(endpoint)).data;
  const list = useQuery({ ...countryListQuery(endpoint, { continent, currency }, populationSupport), placeholderData: keepPreviousData });
  return { populationSupport, list };
}
