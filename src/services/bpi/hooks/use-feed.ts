import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { bpiFeed } from '../lib/stream/bpi-feed.ts';
import type { FeedClient, FeedSnapshot } from '../lib/stream/feed-client.ts';
import { modeOf, type FeedMode } from '../lib/stream/feed-mode.ts';

/**
 * Each hook below holds the feed while the calling component is shown (the connection opens with
 * the first one and closes after the last) and re-renders its caller only when its own part
 * changes: every message changes the counts and every heartbeat the facts, and a page that
 * re-rendered for each of them would redo its whole tree several times a second.
 */
function useRetainedFeed(): FeedClient {
  const feed = bpiFeed();
  useEffect(() => feed.retain(), [feed]);
  return feed;
}

/** Everything the feed knows, for the stream inspector: it changes with every message. */
export function useBpiFeed(): FeedSnapshot {
  const feed = useRetainedFeed();
  return useSyncExternalStore(feed.subscribe, feed.getSnapshot, feed.getSnapshot);
}

/** The newest trade per currency: a new object only when a trade is shown. */
export function useFeedTicks(): FeedSnapshot['ticks'] {
  const feed = useRetainedFeed();
  const ticks = () => feed.getSnapshot().ticks;
  return useSyncExternalStore(feed.subscribe, ticks, ticks);
}

/**
 * The mode shown (live, quiet, reconnecting, polling ...) at the clock's last second: read as
 * text, so a heartbeat or a second that leaves it as it reads re-renders nothing.
 */
export function useFeedMode(): FeedMode {
  const feed = useRetainedFeed();
  const now = useNow(1000);
  const modeText = () => JSON.stringify(modeOf(feed.getSnapshot().facts, now));
  const text = useSyncExternalStore(feed.subscribe, modeText, modeText);
  return useMemo(() => JSON.parse(text) as FeedMode, [text]);
}
