import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ratesQuery } from '../api/price-sources.ts';
import { useBpiPrice } from './use-bpi-price.ts';
import { recordSnapshot, recordTrade } from '../lib/price-history.ts';
import { useFeedHasTraded, useFeedMode, useFeedStreaming, useRetainedFeed } from './use-feed.ts';
import { livePrice, type LivePrice } from '../lib/live-price.ts';
import type { BpiData } from '../lib/snapshot.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** How often a streamed price is kept in the tab's stored price history (the change line); the chart takes every trade. */
const RECORD_EVERY_MS = 10_000;

/**
 * The bitcoin price as a store: streamed from the feed while it is healthy (no REST price source
 * asked then), polled otherwise. The caller re-renders when the mode or the polled answer changes
 * and when the first price arrives, not with each trade: the parts that show the price read it
 * from `price` (useLiveSelect). The caller re-renders when streaming starts or stops, not with
 * each second the feed's mode counts (the mode line reads it itself, useFeedMode). The feed
 * connection is held while the caller is shown.
 */
export function useLivePriceStore() {
  const feed = useRetainedFeed();
  const streaming = useFeedStreaming();
  const { query, refreshMs, retryPrimary } = useBpiPrice(!streaming);
  const usdTraded = useFeedHasTraded('USD');
  const rates = useQuery({ ...ratesQuery(useEndpoint('bpi-fallback')), enabled: streaming && usdTraded });
  // One store for the page's life (the feed is the tab's one): a polled answer or rate table is
  // handed to it, so only the parts whose figures it changes re-render, before the frame is painted.
  const [price] = useState(() => livePrice(feed, query.data, rates.data));
  useLayoutEffect(() => price.setSources(query.data, rates.data), [price, query.data, rates.data]);
  const hasPrice = () => price.getSnapshot() !== undefined;
  const priced = useSyncExternalStore(price.subscribe, hasPrice, hasPrice);
  useTradeRecording(price);
  return { price, priced, query, streaming, refreshMs, retryPrimary };
}

/** The price itself and the feed's mode, for a caller that shows them whole (a board tile): it re-renders with each trade. */
export function useLivePrice() {
  const store = useLivePriceStore();
  const mode = useFeedMode();
  const data = useSyncExternalStore(store.price.subscribe, store.price.getSnapshot, store.price.getSnapshot);
  return { ...store, mode, data };
}

/** Keeps each streamed trade for the chart, and one each RECORD_EVERY_MS in the stored history (the change line). */
function useTradeRecording(price: LivePrice) {
  const recorded = useRef<{ data?: BpiData; snapshotAt: number }>({ snapshotAt: 0 });
  useEffect(() => {
    const record = () => {
      const data = price.getSnapshot();
      const last = recorded.current;
      if (data === last.data) return;
      last.data = data;
      if (data?.source !== 'feed') return;
      recordTrade(data);
      if (data.fetchedAt - last.snapshotAt < RECORD_EVERY_MS) return;
      last.snapshotAt = data.fetchedAt;
      recordSnapshot(data);
    };
    record();
    return price.subscribe(record);
  }, [price]);
}
