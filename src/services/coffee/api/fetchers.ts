import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { requestJson } from '../../../shared/http/request.ts';
import { randomCoffeeSchema, type RandomCoffee } from './schemas.ts';

/** The JSON route; it sends no CORS headers, so by default it goes through the same-origin proxy. */
export function getRandomCoffee(endpoint: Endpoint, signal?: AbortSignal): Promise<RandomCoffee> {
  return requestJson({
    endpoint,
    path: '/random.json',
    schema: randomCoffeeSchema,
    signal,
  });
}
