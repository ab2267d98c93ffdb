import { pageHasAskedSince, type RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { collegesQueries, collegesTarget, parseSchoolId } from './api/queries.ts';
import { parseSearch, toApiParams } from './lib/search-params.ts';

export const prefetchSchools: RoutePrefetch = (client, { url, shownAt }) => {
  const options = collegesQueries.list(collegesTarget(), toApiParams(parseSearch(url.searchParams)));
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};

export const prefetchSchool: RoutePrefetch = (client, { params, shownAt }) => {
  const id = parseSchoolId(params.id);
  if (id === undefined) return;
  const options = collegesQueries.detail(collegesTarget(), id);
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};
