import { useQuery } from '@tanstack/react-query';
import { countriesQueries } from '../api/queries.ts';

export function useCountryDetail(code: string) {
  const support = useQuery(countriesQueries.populationSupport());
  const withPopulation = support.data?.available === true;
  const detail = useQuery({ ...countriesQueries.detail({ code, withPopulation }), enabled: support.isSuccess });
  const supportFailed = support.isError && support.data === undefined;
  return {
    populationSupport: support.data,
    query: {
      data: detail.data,
      error: supportFailed ? support.error : detail.error,
      isError: supportFailed || detail.isError,
      isFetching: detail.isFetching || support.isFetching,
      // After the schema check succeeds the detail query starts by itself.
      refetch: (() => (supportFailed ? support.refetch() : detail.refetch())) as typeof detail.refetch,
    },
  };
}
