import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { countriesQueries } from '../api/queries.ts';

/**
 * The list waits for the schema check, so it never asks for a field the server lacks.
 * Returned in QueryView's shape; retry re-asks the schema when that was what failed.
 */
export function useCountryList(continent: string | undefined) {
  const support = useQuery(countriesQueries.populationSupport());
  const withPopulation = support.data?.available === true;
  const list = useQuery({
    ...countriesQueries.list({ continent, withPopulation }),
    enabled: support.isSuccess,
    placeholderData: keepPreviousData,
  });
  const supportFailed = support.isError && support.data === undefined;
  return {
    populationSupport: support.data,
    isPlaceholderData: list.isPlaceholderData,
    query: {
      data: list.data,
      error: supportFailed ? support.error : list.error,
      isError: supportFailed || list.isError,
      isFetching: list.isFetching || support.isFetching,
      // After the schema check succeeds the list query starts by itself.
      refetch: (() => (supportFailed ? support.refetch() : list.refetch())) as typeof list.refetch,
    },
  };
}
