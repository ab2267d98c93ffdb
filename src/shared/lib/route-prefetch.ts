import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts a route's first request from the router's loader, beside the loading of the route's
 * code instead of after it. It never waits for the answer: the page renders its skeleton at
 * once and the query it mounts joins the request already in flight.
 *
 * Such queries spread `SENT_BY_LOADER`.
 */
export type RoutePrefetch = (client: QueryClient, route: { url: URL; params: Record<string, string | undefined> }) => void;

/**
 * For the query options a route's loader starts: when the loader's request has already failed
 * by the time the page mounts, the page shows that failure (with Retry) instead of silently
 * sending a second request. Coming back to the page still asks again, through the loader.
 */
export const SENT_BY_LOADER = { retryOnMount: false } as const;
