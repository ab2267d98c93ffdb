import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';

/** The whole schema, loaded only by the query console (graphql's client-schema tools load with it). */
export const clientSchemaQuery = (endpoint: Endpoint) =>
  queryOptions({
    queryKey: queryKey('countries', 'client-schema', endpoint),
    queryFn: async ({ signal }) => (await import('./console.ts')).getClientSchema(endpoint, signal),
    staleTime: Infinity,
    retry: false,
  });
