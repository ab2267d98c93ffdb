import type { RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { collegesQueries, collegesTarget, parseSchoolId } from './api/queries.ts';
import { parseSearch, toApiParams } from './lib/search-params.ts';

export const prefetchSchools: RoutePrefetch = (client, { url }) =>
  void client.prefetchQuery(collegesQueries.list(collegesTarget(), toApiParams(parseSearch(url.searchParams))));

export const prefetchSchool: RoutePrefetch = (client, { params }) => {
  const id = parseSchoolId(params.id);
  if (id !== undefined) void client.prefetchQuery(collegesQueries.detail(collegesTarget(), id));
};
