import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countriesQueries } from '../api/queries.ts';

/**
 * The list of one continent (or all); the previous list stays while the next loads. Population
 * support arrives with the first list (see queries.ts), so the note comes with the table.
 */
export function useCountryList(continent: string | undefined, currency?: string) {
  const populationSupport = useQuery(countriesQueries.populationSupport()).data;
  const list = useQuery({
    ...countriesQueries.list({ continent, currency, withPopulation: populationSupport?.available === true }),
    placeholderData: keepPreviousData,
  });
  return { populationSupport, list };
}
