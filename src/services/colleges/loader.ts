import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { schoolListQuery, schoolQuery, comparisonQuery, comparisonFromCache, parseSchoolId } from './api/schools.ts';
import { parseCompareIds, parseCompareProgram } from './lib/compare-ids.ts';
import { parseSearch, toApiParams } from './lib/search-params.ts';

export const loadSchools: PageLoader = ({ client, endpoint }, { search }) =>
  client.prefetchQuery(schoolListQuery(endpoint('colleges'), toApiParams(parseSearch(search))));

export const loadSchool: PageLoader = async ({ client, endpoint }, { params }) => {
  const id = parseSchoolId(params.id);
  if (id !== undefined) await client.prefetchQuery(schoolQuery(endpoint('colleges'), id));
};

/** Schools already in the cache (from the list or their own pages) make the comparison without a request. */
export const loadComparison: PageLoader = async ({ client, endpoint }, { search }) => {
  const { ids } = parseCompareIds(search.get('ids'));
  if (ids.length === 0) return;
  const target = endpoint('colleges');
  const withPrograms = parseCompareProgram(search.get('program')) !== '';
  const options = comparisonQuery(target, ids, withPrograms);
  const cached = client.getQueryData(options.queryKey) ? undefined : comparisonFromCache(client, target, ids, withPrograms);
  if (cached) client.setQueryData(options.queryKey, cached);
  else await client.prefetchQuery(options);
};
