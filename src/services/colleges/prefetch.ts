import { endpointFor } from '../../shared/config/endpoints.ts';
import { pageHasAskedSince, type RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { collegesQueries, comparisonFromCache, parseSchoolId } from './api/queries.ts';
import { parseCompareIds, parseCompareProgram } from './lib/compare-ids.ts';
import { parseSearch, toApiParams } from './lib/search-params.ts';

export const prefetchSchools: RoutePrefetch = (client, { url, shownAt }) => {
  const options = collegesQueries.list(endpointFor('colleges'), toApiParams(parseSearch(url.searchParams)));
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};

export const prefetchSchool: RoutePrefetch = (client, { params, shownAt }) => {
  const id = parseSchoolId(params.id);
  if (id === undefined) return;
  const options = collegesQueries.detail(endpointFor('colleges'), id);
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};

export const prefetchComparison: RoutePrefetch = (client, { url, shownAt }) => {
  const { ids } = parseCompareIds(url.searchParams.get('ids'));
  if (ids.length === 0) return;
  const target = endpointFor('colleges');
  const withPrograms = parseCompareProgram(url.searchParams.get('program')) !== '';
  const options = collegesQueries.compare(target, ids, withPrograms);
  const cached = client.getQueryData(options.queryKey) ? undefined : comparisonFromCache(client, target, ids, withPrograms);
  if (cached) return void client.setQueryData(options.queryKey, cached);
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchQuery(options);
};
