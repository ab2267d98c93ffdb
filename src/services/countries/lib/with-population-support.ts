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
  return {
    populationSupport: support.data,
    isPlaceholderData: main.isPlaceholderData,
    query: {
      data: main.data,
      error: main.error ?? (supportFailed ? support.error : null),
      isError: main.isError || supportFailed,
      isFetching: main.isFetching || support.isFetching,
      refetch: (supportFailed && !main.isError ? () => support.refetch() : main.refetch) as typeof main.refetch,
    },
  };
}
