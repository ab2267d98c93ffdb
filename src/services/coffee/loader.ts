import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { randomCoffeeQuery } from './api/random-coffee.ts';
import { readCoffeeSession } from './lib/session.ts';
import { preconnectTo, preloadImage } from './lib/warm-picture.ts';

/**
 * The current draw and then its picture's bytes, while the page's code still loads: the picture
 * is the page's largest paint, and it waits on two requests in a row (the JSON, then the image
 * from the picture host, a second origin whose connection opens meanwhile).
 */
export const loadPicture: PageLoader = async ({ client, endpoint }) => {
  const coffee = endpoint('coffee');
  preconnectTo(coffee.upstream);
  const draw = await client.fetchQuery(randomCoffeeQuery(coffee, readCoffeeSession().slot)).catch(() => undefined);
  if (draw) preloadImage(draw.file);
};
