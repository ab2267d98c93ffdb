import type { UseQueryResult } from '@tanstack/react-query';
import type { PopulationSupport } from '../api/fetchers.ts';

/**
 * Country queries run at once, beside the schema check rather than after it: the first answer
 * (without population) arrives one round trip sooner. Population is asked for only once the
 * schema is known to have it, so the server never sees a field it lacks.
 *
 * This joins the two into QueryView's shape: a failed schema check shows beside the data (or
 * alone), and its retry asks the schema again.
 */
export function withPopulationSupport<T>(support: UseQueryResult<PopulationSupport>, main: UseQueryResult<T>) {
  const supportFailed = support.isError && support.data === undefined;
  const query = {
    data: main.data,
    error: main.error ?? (supportFailed ? support.error : null),
    isError: main.isError || supportFailed,
    isFetching: main.isFetching || support.isFetching,
    refetch: (supportFailed && !main.isError ? () => support.refetch() : main.refetch) as typeof main.refetch,
  };
  // The results wait for the schema check (or its first failed try), so the population note and
  // column arrive with them instead of pushing them down a moment later; both requests still go
  // out together.
  const supportSettled = !support.isPending || support.failureCount > 0;
  return {
    populationSupport: support.data,
    isPlaceholderData: main.isPlaceholderData,
    query,
    results: supportSettled ? query : { ...query, data: undefined },
  };
}
