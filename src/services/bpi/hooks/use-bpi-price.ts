import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bpiRefreshSetting } from '../service.ts';
import { priceQuery, probePrimaryNow } from '../api/price.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';
import { useSetting } from '../../../shared/hooks/use-settings.ts';

/** The polled price query with the interval from /settings (paused while the feed streams), and the source controls. */
export function useBpiPrice(polling = true) {
  const refreshMs = useSetting(bpiRefreshSetting) * 1000;
  const options = priceQuery({
    primary: useEndpoint('bpi'),
    fallback: useEndpoint('bpi-fallback'),
    exchange: useEndpoint('bpi-history'),
    refreshMs,
    polling,
  });
  const query = useQuery(options);
  const client = useQueryClient();
  const retryPrimary = () => {
    probePrimaryNow(client, options.queryKey);
    void query.refetch();
  };
  return { query, refreshMs, retryPrimary };
}
