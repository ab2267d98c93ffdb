import { notifyManager, QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { buildConfig } from '../shared/config/env.ts';
import { isTransient, isUpstreamError } from '../shared/http/errors.ts';
import { tabScope } from '../shared/lib/tab-scope.ts';

// Components hear of an answer in the task that parsed it, not a timer task later: a rendering
// frame could run between the two and the data would paint a frame late.
notifyManager.setScheduler(queueMicrotask);

const MAX_RETRIES = 3;
/** Longer Retry-After waits are left to the user (the error panel shows the wait). */
const MAX_AUTOMATIC_RETRY_AFTER_MS = 30_000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isTransient(error)) return false;
  if (isUpstreamError(error) && error.kind === 'rate-limited') {
    return failureCount < 2 && (error.retryAfterMs ?? 0) <= MAX_AUTOMATIC_RETRY_AFTER_MS;
  }
  return failureCount < MAX_RETRIES;
}

function retryDelay(attempt: number, error: unknown): number {
  if (isUpstreamError(error) && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(buildConfig.retryBaseMs * 2 ** attempt, 30_000);
}

function makeQueryClient(overrides: QueryClientConfig['defaultOptions'] = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
        // A failure is shown where its query is mounted, with Retry: mounting alone never sends it
        // again (a page can mount after its loader's request has failed). Arriving at a page asks
        // again through the page's loader.
        retryOnMount: false,
        ...overrides.queries,
      },
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}

let resolveRestored: () => void = () => undefined;
/**
 * Settles once the persisted cache has been restored into the client (or there is none): page
 * loaders wait for it, so they join restored data instead of asking again.
 */
export const cacheRestored = new Promise<void>((resolve) => {
  resolveRestored = resolve;
});
export const markCacheRestored = () => resolveRestored();

/** The app's one query client, made on first use (a test starts with a fresh one). */
export const getQueryClient: () => QueryClient = tabScope.define(
  () => makeQueryClient(),
  (client) => client.clear(),
);
