import { endpointFor } from '../../shared/config/endpoints.ts';
import { pageHasAskedSince, type RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { jobsQueries } from './api/queries.ts';

export const prefetchJobs: RoutePrefetch = (client, { url, shownAt }) => {
  const options = jobsQueries.list(endpointFor('jobs'), { visaOnly: url.searchParams.get('visa') === '1' });
  if (!pageHasAskedSince(client, options.queryKey, shownAt)) void client.prefetchInfiniteQuery(options);
};
