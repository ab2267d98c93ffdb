import type { UseQueryResult } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import type { RandomCoffee } from '../api/schemas.ts';
import { fallbackImageUrl } from './image-urls.ts';
import type { CoffeeSession, SeenPicture } from './session.ts';

/**
 * The draw's own link when the JSON route answered; image mode as soon as one attempt failed
 * (automatic retries go on meanwhile, so a slow upstream never leaves an empty frame); nothing yet otherwise.
 */
export function pictureForDraw(
  query: Pick<UseQueryResult<RandomCoffee>, 'data' | 'isError' | 'failureCount'>,
  endpoint: Endpoint,
  session: Pick<CoffeeSession, 'slot' | 'seed'>,
): SeenPicture | undefined {
  if (query.data) return { url: query.data.file, mode: 'json', description: query.data.description };
  if (query.isError || query.failureCount > 0) return { url: fallbackImageUrl(endpoint, `${session.seed}-${session.slot}`), mode: 'image' };
  return undefined;
}
