import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { requestJson } from '../../../shared/http/request.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { randomCoffeeSchema, type RandomCoffee } from './schemas.ts';

/** The JSON route; it sends no CORS headers, so by default it goes through the same-origin proxy. */
function getRandomCoffee(endpoint: Endpoint, signal?: AbortSignal): Promise<RandomCoffee> {
  return requestJson({
    endpoint,
    path: '/random.json',
    schema: randomCoffeeSchema,
    signal,
  });
}

/**
 * Each "slot" is one draw from the random route, so a picture never changes under the user:
 * slot N+1 is prefetched while N is on screen, and a draw is never refetched once it arrived.
 */
export const randomCoffeeQuery = (endpoint: Endpoint, slot: number) =>
  queryOptions({
    queryKey: queryKey('coffee', 'random', endpoint, slot),
    queryFn: ({ signal }) => getRandomCoffee(endpoint, signal),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
