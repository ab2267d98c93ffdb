import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { bpiFeed } from '../lib/stream/bpi-feed.ts';
import type { FeedClient, FeedSnapshot } from '../lib/stream/feed-client.ts';
import { isStreaming, modeOf, type FeedMode } from '../lib/stream/feed-mode.ts';

/**
 * Each hook below holds the feed while the calling component is shown (the connection opens with
 * the first one and closes after the last) and re-renders its caller only when its own part
 * changes: every message changes the counts and every heartbeat the facts, and a page that
 * re-rendered for each of them would redo its whole tree several times a second.
 */
export function useRetainedFeed(): FeedClient {
  const feed = bpiFeed();
  useEffect(() => feed.retain(), [feed]);
  return feed;
}

/** Everything the feed knows, for the stream inspector: it changes with every message. */
export function useBpiFeed(): FeedSnapshot {
  const feed = useRetainedFeed();
  return useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
}

/** Whether the feed has shown a trade in `currency` yet: it changes once, not with each trade. */
export function useFeedHasTraded(currency: string): boolean {
  const feed = useRetainedFeed();
  const traded = () => feed.getSnapshot().ticks[currency] !== undefined;
  return useSyncExternalStore(feed.subscribe, traded, traded);
}

/** How often the mode is read again without a message: "quiet" counts seconds, and a silent feed changes mode by the clock alone. */
const MODE_CLOCK_MS = 1000;

/** The feed's messages and a clock each second: what the mode is read again on (the clock is part of the subscription, not a state of the caller). */
function useModeSubscription(feed: FeedClient) {
  return useCallback(
    (listener: () => void) => {
      const stopFeed = feed.subscribe(listener);
      const clock = setInterval(listener, MODE_CLOCK_MS);
      return () => {
        stopFeed();
        clearInterval(clock);
      };
    },
    [feed],
  );
}

/**
 * The mode shown (live, quiet, reconnecting, polling ...), read with each message and each second:
 * read as text, so a heartbeat or a second that leaves it as it reads re-renders nothing.
 */
export function useFeedMode(): FeedMode {
  const feed = useRetainedFeed();
  const subscribe = useModeSubscription(feed);
  const modeText = () => JSON.stringify(modeOf(feed.getSnapshot().facts, Date.now()));
  const text = useSyncExternalStore(subscribe, modeText, modeText);
  return useMemo(() => JSON.parse(text) as FeedMode, [text]);
}

/**
 * Whether the feed streams the price (live or quiet), read like the mode: the caller re-renders when
 * streaming starts or stops, not as "quiet" counts its seconds.
 */
export function useFeedStreaming(): boolean {
  const feed = useRetainedFeed();
  const subscribe = useModeSubscription(feed);
  const streaming = () => isStreaming(modeOf(feed.getSnapshot().facts, Date.now()));
  return useSyncExternalStore(subscribe, streaming, streaming);
}
