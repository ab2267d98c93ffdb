import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { ratesQuery } from '../api/price-sources.ts';
import { useBpiPrice } from './use-bpi-price.ts';
import { recordSnapshot, recordTrade } from '../lib/price-history.ts';
import { useFeedMode, useFeedTicks } from './use-feed.ts';
import { isStreaming } from '../lib/stream/feed-mode.ts';
import { withFeed } from '../lib/stream/with-feed.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** How often a streamed price is kept in the tab's stored price history (the change line); the chart takes every trade. */
const RECORD_EVERY_MS = 10_000;

/**
 * The bitcoin price as the page shows it: streamed from the feed while it is healthy (no REST
 * price source asked then), polled otherwise. The feed connection is held while the caller is shown.
 */
export function useLivePrice() {
  const ticks = useFeedTicks();
  const mode = useFeedMode();
  const streaming = isStreaming(mode);
  const { query, refreshMs, retryPrimary } = useBpiPrice(!streaming);
  const rates = useQuery({ ...ratesQuery(useEndpoint('bpi-fallback')), enabled: streaming && ticks.USD !== undefined });
  const data = useMemo(() => withFeed(query.data, rates.data, ticks), [query.data, rates.data, ticks]);

  const recordedAt = useRef(0);
  useEffect(() => {
    if (data?.source !== 'feed') return;
    recordTrade(data);
    if (data.fetchedAt - recordedAt.current < RECORD_EVERY_MS) return;
    recordedAt.current = data.fetchedAt;
    recordSnapshot(data);
  }, [data]);

  return { data, query, mode, streaming, refreshMs, retryPrimary };
}
