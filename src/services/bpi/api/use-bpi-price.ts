import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { useSettings } from '../../../shared/config/settings-store.ts';
import { bpiQueries, probePrimaryNow } from './queries.ts';

/** The live price query with the interval from /settings, and the source controls. */
export function useBpiPrice() {
  const settings = useSettings();
  const refreshMs = settings.bpiRefreshSeconds * 1000;
  // useSettings re-renders on change; endpointFor reads the same store, so the key follows.
  const options = bpiQueries.price({ primary: endpointFor('bpi'), fallback: endpointFor('bpiFallback'), refreshMs });
  const query = useQuery(options);
  const client = useQueryClient();
  const retryPrimary = () => {
    probePrimaryNow(client, options.queryKey);
    void query.refetch();
  };
  return { query, refreshMs, retryPrimary };
}
