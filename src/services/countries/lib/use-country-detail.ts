import { useQuery } from '@tanstack/react-query';
import { countriesQueries } from '../api/queries.ts';

const sameCountry = (keyPart: unknown, code: string) => typeof keyPart === 'object' && keyPart !== null && 'code' in keyPart && keyPart.code === code;

/** One country; its answer without population stays on screen while the one with it loads. */
export function useCountryDetail(code: string) {
  const populationSupport = useQuery(countriesQueries.populationSupport()).data;
  const detail = useQuery({
    ...countriesQueries.detail({ code, withPopulation: populationSupport?.available === true }),
    placeholderData: (previous, previousQuery) => (sameCountry(previousQuery?.queryKey.at(-1), code) ? previous : undefined),
  });
  return { populationSupport, detail };
}
