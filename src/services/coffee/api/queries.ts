import { queryOptions } from '@tanstack/react-query';
import { endpointScope, type Endpoint } from '../../../shared/config/endpoints.ts';
import { getRandomCoffee } from './fetchers.ts';

/**
 * Each "slot" is one draw from the random route, so a picture never changes under the user:
 * slot N+1 is prefetched while N is on screen, and a draw is never refetched once it arrived.
 */
export const coffeeQueries = {
  all: () => ['coffee'] as const,
  randoms: () => [...coffeeQueries.all(), 'random', 'detail'] as const,
  random: (endpoint: Endpoint, slot: number) =>
    queryOptions({
      queryKey: [...coffeeQueries.randoms(), { ...endpointScope(endpoint), slot }] as const,
      queryFn: ({ signal }) => getRandomCoffee(endpoint, signal),
      staleTime: Infinity,
      gcTime: 30 * 60_000,
    }),
};
