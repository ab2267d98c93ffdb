import { useQuery } from '@tanstack/react-query';
import { useEndpoint } from '../../../shared/config/endpoints.ts';
import { populationSupportQuery } from '../api/country.ts';
import { countryDetailQuery } from '../api/country-detail.ts';

const sameCountry = (keyPart: unknown, code: string) => typeof keyPart === 'object' && keyPart !== null && 'code' in keyPart && keyPart.code === code;

/** One country; its answer without population stays on screen while the one with it loads. */
export function useCountryDetail(code: string) {
  const endpoint = useEndpoint('countries');
  const populationSupport = useQuery(populationSupportQuery(endpoint)).data;
  const detail = useQuery({
    ...countryDetailQuery(endpoint, { code, withPopulation: populationSupport?.available === true }),
    placeholderData: (previous, previousQuery) => (sameCountry(previousQuery?.queryKey.at(-1), code) ? previous : undefined),
  });
  return { populationSupport, detail };
}
