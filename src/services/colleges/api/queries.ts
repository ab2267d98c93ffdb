import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { endpointScope, type Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import type { School } from './schemas.ts';
import { compareSchools, countOperatingSchools, getSchool, listSchools } from './fetchers.ts';

/** DEMO_KEY allows 30 requests an hour per IP, so answers are kept for a long time. */
export const COLLEGES_STALE_MS = 15 * 60_000;

/** A Scorecard UNITID from the URL, or undefined when it cannot be one. */
export const parseSchoolId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : undefined);

/** Query keys and options for College Scorecard; keys hold the endpoint's scope (its base and a key fingerprint). */
export const collegesQueries = {
  all: () => ['colleges'] as const,
  lists: () => [...collegesQueries.all(), 'schools', 'list'] as const,
  list: (endpoint: Endpoint, params: Record<string, string>) =>
    queryOptions({
      queryKey: [...collegesQueries.lists(), { ...endpointScope(endpoint), params }],
      queryFn: ({ signal }) => listSchools(endpoint, params, signal),
      staleTime: COLLEGES_STALE_MS,
      ...PERSISTED,
      placeholderData: keepPreviousData,
    }),
  details: () => [...collegesQueries.all(), 'schools', 'detail'] as const,
  detail: (endpoint: Endpoint, id: number) =>
    queryOptions({
      queryKey: [...collegesQueries.details(), { ...endpointScope(endpoint), id }],
      queryFn: ({ signal }) => getSchool(endpoint, id, signal),
      staleTime: COLLEGES_STALE_MS,
      ...PERSISTED,
    }),
  compare: (endpoint: Endpoint, ids: readonly number[], withPrograms = false) =>
    queryOptions({
      // Sorted: reordering the columns must not cost another request.
      queryKey: [...collegesQueries.all(), 'schools', 'compare', { ...endpointScope(endpoint), ids: [...ids].sort((a, b) => a - b), programs: withPrograms }],
      queryFn: ({ signal }) =>
        compareSchools(
          endpoint,
          [...ids].sort((a, b) => a - b),
          withPrograms,
          signal,
        ),
      staleTime: COLLEGES_STALE_MS,
      ...PERSISTED,
      placeholderData: keepPreviousData,
    }),
  status: (endpoint: Endpoint) =>
    queryOptions({
      queryKey: [...collegesQueries.all(), 'status', endpointScope(endpoint)],
      queryFn: ({ signal }) => countOperatingSchools(endpoint, signal),
      staleTime: COLLEGES_STALE_MS,
      ...PERSISTED,
    }),
};

/** A comparison already loaded for more schools (and programs, if wanted) answers a smaller one without a request. */
export function comparisonFromCache(client: QueryClient, endpoint: Endpoint, ids: readonly number[], withPrograms = false): School[] | undefined {
  const wanted = endpointScope(endpoint);
  for (const [queryKey, data] of client.getQueriesData<School[]>({ queryKey: [...collegesQueries.all(), 'schools', 'compare'] })) {
    const cached = queryKey[3] as { ids?: number[]; base?: string; key?: string; programs?: boolean } | undefined;
    if (!data || !cached?.ids || cached.base !== wanted.base || cached.key !== wanted.key || (withPrograms && !cached.programs)) continue;
    if (ids.every((id) => cached.ids?.includes(id))) return data.filter((school) => ids.includes(school.id));
  }
  return undefined;
}

/** Query options that start a comparison from a cached larger one, counted as fresh as of now. */
export const startFromCachedComparison = (client: QueryClient, endpoint: Endpoint, ids: readonly number[], withPrograms: boolean) => ({
  initialData: () => comparisonFromCache(client, endpoint, ids, withPrograms),
  initialDataUpdatedAt: () => Date.now(),
});
