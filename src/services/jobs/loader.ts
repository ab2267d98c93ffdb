import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { jobsQueries } from './api/queries.ts';

export const loadJobs: PageLoader = ({ client, endpoint }, { search }) =>
  client.prefetchInfiniteQuery(jobsQueries.list(endpoint('jobs'), { visaOnly: search.get('visa') === '1' }));
