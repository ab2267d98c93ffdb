import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countriesQueries } from '../api/queries.ts';
import { withPopulationSupport } from './with-population-support.ts';

/** The list of one continent (or all); the previous list stays while the next loads. */
export function useCountryList(continent: string | undefined) {
  const support = useQuery(countriesQueries.populationSupport());
  const list = useQuery({
    ...countriesQueries.list({ continent, withPopulation: support.data?.available === true }),
    placeholderData: keepPreviousData,
  });
  return withPopulationSupport(support, list);
}
