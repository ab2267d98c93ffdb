import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { calmStore, type ExternalStore, type LivePrice } from '../lib/live-price.ts';
import { getTrail, subscribeTrail, type HistoryPoint } from '../lib/price-history.ts';
import type { BpiData } from '../lib/snapshot.ts';

/** What the charts draw, together: the price and every trade streamed so far. */
export interface CalmPrice {
  data: BpiData | undefined;
  trail: HistoryPoint[];
}

/** The price as the page's parts read it: as it moves, and calmed for the charts. */
export interface PriceStores {
  price: LivePrice;
  calm: ExternalStore<CalmPrice>;
}

/** The charts follow the streamed price every 2 s, not with every trade. */
const CHART_FOLLOW_MS = 2000;

function priceAndTrail(price: LivePrice): ExternalStore<CalmPrice> {
  let last: CalmPrice | undefined;
  return {
    subscribe(listener) {
      const stopPrice = price.subscribe(listener);
      const stopTrail = subscribeTrail(listener);
      return () => {
        stopPrice();
        stopTrail();
      };
    },
    getSnapshot() {
      const data = price.getSnapshot();
      const trail = getTrail();
      if (!last || last.data !== data || last.trail !== trail) last = { data, trail };
      return last;
    },
  };
}

export const priceStores = (price: LivePrice): PriceStores => ({ price, calm: calmStore(priceAndTrail(price), CHART_FOLLOW_MS) });

/**
 * Carries the stores, never the price itself: a streamed trade re-renders only the parts that read
 * it (useLiveSelect), not everything under the provider.
 */
export const PriceStoresContext = createContext<PriceStores | null>(null);

export function usePriceStores(): PriceStores {
  const stores = useContext(PriceStoresContext);
  if (!stores) throw new Error('The live price is read inside the /bpi page (PriceStoresContext) only.');
  return stores;
}

/** A reader that returns its last answer while `isEqual` finds the new one the same, so React sees no change. */
function selecting<S, T>(read: () => S, select: (snapshot: S) => T, isEqual: (a: T, b: T) => boolean): () => T {
  let last: { value: T } | undefined;
  return () => {
    const value = select(read());
    if (last && isEqual(last.value, value)) return last.value;
    last = { value };
    return value;
  };
}

/**
 * The part of the price a component shows: it re-renders when that part changes, not with every
 * trade. A selection that builds an object needs an `isEqual` (sameFields) to be seen unchanged.
 */
export function useLiveSelect<T>(select: (data: BpiData | undefined) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const { price } = usePriceStores();
  const read = useMemo(() => selecting(price.getSnapshot, select, isEqual), [price, select, isEqual]);
  return useSyncExternalStore(price.subscribe, read, read);
}

/** useLiveSelect inside the price panel, which is drawn only once there is a price. */
export function useShownPrice<T>(select: (data: BpiData) => T, isEqual?: (a: T, b: T) => boolean): T {
  return useLiveSelect((data) => {
    if (!data) throw new Error('The price panel is drawn only once there is a price.');
    return select(data);
  }, isEqual);
}

/** The price and the streamed trades, at most once per CHART_FOLLOW_MS. */
export function useCalmPrice(): CalmPrice {
  const { calm } = usePriceStores();
  return useSyncExternalStore(calm.subscribe, calm.getSnapshot, calm.getSnapshot);
}
