import { useSyncExternalStore } from 'react';
import { getHistory, subscribeToHistory, type HistoryPoint } from '../lib/price-history.ts';

/** The stored price history (a snapshot each few seconds), kept in step with its writes. */
export const useHistory = (): HistoryPoint[] => useSyncExternalStore(subscribeToHistory, getHistory, getHistory);
