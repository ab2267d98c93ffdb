import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { randomCoffeeQuery } from '../api/random-coffee.ts';
import { readCoffeeSession } from '../lib/session.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** One draw from the random route (see randomCoffeeQuery); `enabled: false` waits without sending. */
export const useCoffeeDraw = (slot: number, enabled = true) => useQuery({ ...randomCoffeeQuery(useEndpoint('coffee'), slot), enabled });

/** The draw the coffee page opens with: the same cached draw, so the tile and the card send nothing of their own. */
export function useOpeningDraw() {
  const [slot] = useState(() => readCoffeeSession().slot);
  return useCoffeeDraw(slot);
}
