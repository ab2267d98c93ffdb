import { useQuery } from '@tanstack/react-query';
import { keyParams } from '../../../shared/lib/query-key.ts';
import { populationSupportQuery } from '../api/graphql.ts';
import { countryDetailQuery } from '../api/country-detail.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

const sameCountry = (params: unknown, code: string) => typeof params === 'object' && params !== null && 'code' in params && params.code === code;

/** One country; its answer without population stays on screen while the one with it loads. */
export function useCountryDetail(code: string) {
  const endpoint = useEndpoint('countries');
  const populationSupport = useQuery(populationSupportQuery(endpoint)).data;
  const detail = useQuery({
    ...countryDetailQuery(endpoint, code, populationSupport),
    placeholderData: (previous, previousQuery) => (sameCountry(keyParams(previousQuery?.queryKey), code) ? previous : undefined),
  });
  return { populationSupport, detail };
}
