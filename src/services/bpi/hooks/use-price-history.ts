import { useQuery } from '@tanstack/react-query';
import { candlesQuery, statsQuery } from '../api/history.ts';
import type { RangeId } from '../lib/ranges.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** The price history of one range from Coinbase Exchange (see candlesQuery). */
export const usePriceHistory = (code: string, range: RangeId) => useQuery(candlesQuery(useEndpoint('bpi-history'), code, range));

/** Coinbase Exchange's 24-hour stats; `enabled: false` while the feed streams its own figures. */
export const useDayStats = (code: string, enabled: boolean) => useQuery({ ...statsQuery(useEndpoint('bpi-history'), code), enabled });
