import { endpointFor } from '../../shared/config/endpoints.ts';
import type { RoutePrefetch } from '../../shared/lib/route-prefetch.ts';
import { jobsQueries } from './api/queries.ts';

export const prefetchJobs: RoutePrefetch = (client) => void client.prefetchInfiniteQuery(jobsQueries.list(endpointFor('jobs')));
