import { useQuery, useQueryClient } from '@tanstack/react-query';
import { comparisonQuery, schoolCountQuery, schoolListQuery, schoolQuery, startFromCachedComparison } from '../api/schools.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';

/** A page of schools for the list's API parameters (see toApiParams). */
export const useSchoolList = (params: Record<string, string>) => useQuery(schoolListQuery(useEndpoint('colleges'), params));

/** One school; nothing is sent for an id that cannot be one. */
export const useSchool = (id: number | undefined) => useQuery({ ...schoolQuery(useEndpoint('colleges'), id ?? 0), enabled: id !== undefined });

/** The overview's count of operating schools. */
export const useSchoolCount = () => useQuery(schoolCountQuery(useEndpoint('colleges')));

/**
 * The schools of a shortlist side by side; nothing is sent for an empty one. With `fromLarger`, a
 * comparison already loaded for more schools answers without a request.
 */
export function useComparison(ids: readonly number[], { withPrograms = false, fromLarger = false } = {}) {
  const endpoint = useEndpoint('colleges');
  const client = useQueryClient();
  return useQuery({
    ...comparisonQuery(endpoint, ids, withPrograms),
    enabled: ids.length > 0,
    ...(fromLarger ? startFromCachedComparison(client, endpoint, ids, withPrograms) : {}),
  });
}
