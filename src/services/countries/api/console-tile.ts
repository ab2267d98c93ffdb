import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import type { ConsoleDraft } from '../lib/console/console-url.ts';
import { summariseOutcome } from '../lib/console/console-summary.ts';

/**
 * A pinned console query as its board tile runs it: the console's own path (its syntax and
 * variables checks, its cache-less client, its errors), kept as a small summary that survives a
 * reload so the tile has something to show offline. Never polled: it runs again when the kept
 * result is older than the countries pages' hour, or when the person asks.
 */
export const consoleTileQuery = (endpoint: Endpoint, draft: ConsoleDraft) =>
  queryOptions({
    queryKey: queryKey('countries', 'console-tile', endpoint, draft.query, draft.variables),
    queryFn: async ({ signal }) => {
      // The GraphQL parser loads with the first run, never for a tile that is only shown.
      const { runConsoleQuery } = await import('./console.ts');
      // No schema: fetching it would be a request of its own; the server checks the query.
      return summariseOutcome(await runConsoleQuery(endpoint, draft.query, draft.variables, undefined, signal));
    },
    staleTime: 60 * 60 * 1000,
    // One request per ask, as in the console: a failure shows with Retry.
    retry: false,
    ...PERSISTED,
  });
