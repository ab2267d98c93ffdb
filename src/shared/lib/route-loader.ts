import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint, UpstreamId } from '../config/endpoints.ts';

/** What every page loader is given: the app's query client and the endpoints resolved from the settings. */
export interface LoaderContext {
  client: QueryClient;
  endpoint: (upstreamId: UpstreamId) => Endpoint;
}

/** The view a loader loads: the route's parameters and the URL's query string. */
export interface LoaderRequest {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * A page's loader: starts the page's first data through the same query factories the page's hooks
 * use (`prefetchQuery`, `prefetchInfiniteQuery`), so the page, when it mounts, joins the request
 * already in flight or reads the answer. It settles when that data has settled (never rejects).
 * The router starts it as a navigation to the page begins and does not wait for it; `loadView`
 * runs it from anywhere else.
 */
export type PageLoader = (context: LoaderContext, request: LoaderRequest) => Promise<unknown>;
