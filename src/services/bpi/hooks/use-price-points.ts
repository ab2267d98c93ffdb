import { useSyncExternalStore } from 'react';
import { getHistory, getTrail, subscribeToHistory, subscribeTrail, type HistoryPoint } from '../lib/price-history.ts';

/** The stored price history (a snapshot each few seconds), kept in step with its writes. */
export const useHistory = (): HistoryPoint[] => useSyncExternalStore(subscribeToHistory, getHistory, getHistory);

/** Every streamed trade of this page's life, in memory. */
export const useTrail = (): HistoryPoint[] => useSyncExternalStore(subscribeTrail, getTrail, getTrail);
