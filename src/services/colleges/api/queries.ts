import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { endpointFor, publicKeyFor, useEndpoint } from '../../../shared/config/endpoints.ts';
import { useSetting } from '../../../shared/config/settings-store.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { collegesKeySetting } from '../service.ts';
import type { School } from './schemas.ts';
import { compareSchools, countOperatingSchools, getSchool, listSchools, type CollegesTarget } from './fetchers.ts';

/** DEMO_KEY allows 30 requests an hour per IP, so answers are kept for a long time. */
export const COLLEGES_STALE_MS = 15 * 60_000;

/** A short fingerprint, so a key change refetches without the key itself sitting in cache keys. */
function keyFingerprint(key: string): string {
  let hash = 5381;
  for (const char of key) hash = ((hash * 33) ^ char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

/** A Scorecard UNITID from the URL, or undefined when it cannot be one. */
export const parseSchoolId = (id: string | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : undefined);

/** The endpoint and key as /settings has them now. */
export const collegesTarget = (): CollegesTarget => ({ endpoint: endpointFor('colleges'), apiKey: apiKey() });

const apiKey = () => publicKeyFor('colleges', collegesKeySetting) ?? '';

/** Reads the endpoint and key, re-rendering when /settings changes them. */
export function useCollegesTarget(): CollegesTarget {
  const endpoint = useEndpoint('colleges');
  useSetting(collegesKeySetting);
  return { endpoint, apiKey: apiKey() };
}

const scope = (target: CollegesTarget) => ({ base: target.endpoint.base, key: keyFingerprint(target.apiKey) });

/** Query keys and options for College Scorecard; keys include the base URL and a key fingerprint. */
export const collegesQueries = {
  all: () => ['colleges'] as const,
  lists: () => [...collegesQueries.all(), 'schools', 'list'] as const,
  list: (target: CollegesTarget, params: Record<string, string>) =>
    queryOptions({
      queryKey: [...collegesQueries.lists(), { ...scope(target), params }],
      queryFn: ({ signal }) => listSchools(target, params, signal),
      staleTime: COLLEGES_STALE_MS,
      ...PERSISTED,
      placeholderData: keepPreviousData,
    }),
  details: () => [...collegesQueries.all(), 'schools', 'detail'] as const,
  detail: (target: CollegesTarget, id: number) =>
    queryOptions({
      queryKey: [...collegesQueries.details(), { ...scope(target), id }],
      queryFn: ({ signal }) => getSchool(target, id, signal),
      staleTime: COLLEGES_STALE_MS,
      ...PERSISTED,
    }),
  compare: (target: CollegesTarget, ids: readonly number[], withPrograms = false) =>
    queryOptions({
      // Sorted: reordering the columns must not cost another request.
      queryKey: [...collegesQueries.all(), 'schools', 'compare', { ...scope(target), ids: [...ids].sort((a, b) => a - b), programs: withPrograms }],
      queryFn: ({ signal }) =>
        compareSchools(
          target,
          [...ids].sort((a, b) => a - b),
          withPrograms,
          signal,
        ),
      staleTime: COLLEGES_STALE_MS,
      ...PERSISTED,
      placeholderData: keepPreviousData,
    }),
  status: (target: CollegesTarget) =>
    queryOptions({
      queryKey: [...collegesQueries.all(), 'status', scope(target)],
      queryFn: ({ signal }) => countOperatingSchools(target, signal),
      staleTime: COLLEGES_STALE_MS,
      ...PERSISTED,
    }),
};

/** A comparison already loaded for more schools (and programs, if wanted) answers a smaller one without a request. */
export function comparisonFromCache(client: QueryClient, target: CollegesTarget, ids: readonly number[], withPrograms = false): School[] | undefined {
  const wanted = scope(target);
  for (const [queryKey, data] of client.getQueriesData<School[]>({ queryKey: [...collegesQueries.all(), 'schools', 'compare'] })) {
    const cached = queryKey[3] as { ids?: number[]; base?: string; key?: string; programs?: boolean } | undefined;
    if (!data || !cached?.ids || cached.base !== wanted.base || cached.key !== wanted.key || (withPrograms && !cached.programs)) continue;
    if (ids.every((id) => cached.ids?.includes(id))) return data.filter((school) => ids.includes(school.id));
  }
  return undefined;
}

/** Query options that start a comparison from a cached larger one, counted as fresh as of now. */
export const startFromCachedComparison = (client: QueryClient, target: CollegesTarget, ids: readonly number[], withPrograms: boolean) => ({
  initialData: () => comparisonFromCache(client, target, ids, withPrograms),
  initialDataUpdatedAt: () => Date.now(),
});
