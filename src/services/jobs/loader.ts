import type { PageLoader } from '../../shared/lib/route-loader.ts';
import { jobsListQuery } from './api/jobs-list.ts';

export const loadJobs: PageLoader = ({ client, endpoint }, { search }) =>
  client.prefetchInfiniteQuery(jobsListQuery(endpoint('jobs'), { visaOnly: search.get('visa') === '1' }));
