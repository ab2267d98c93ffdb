import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Starts a route's first request from the router's loader, beside the loading of the route's
 * code instead of after it. It never waits for the answer: the page renders its skeleton at
 * once and the query it mounts joins the request already in flight. `shownAt` is when the page
 * was shown (see `pageHasAskedSince`).
 *
 * Such queries spread `SENT_BY_LOADER`.
 */
export type RoutePrefetch = (client: QueryClient, route: { url: URL; params: Record<string, string | undefined>; shownAt: number }) => void;

/**
 * For the query options a route's loader starts: when the loader's request has already failed
 * by the time the page mounts, the page shows that failure (with Retry) instead of silently
 * sending a second request. Coming back to the page still asks again, through the loader.
 */
export const SENT_BY_LOADER = { retryOnMount: false } as const;

/**
 * True when the page's query has had an answer since the page was shown: the page's code won
 * the race with the loader's and asked itself. The loader then sends nothing, or a failure the
 * user is reading (a 429 above all) would be sent again behind their back.
 */
export function pageHasAskedSince(client: QueryClient, queryKey: QueryKey, shownAt: number): boolean {
  const state = client.getQueryState(queryKey);
  return state !== undefined && Math.max(state.dataUpdatedAt, state.errorUpdatedAt) >= shownAt;
}
