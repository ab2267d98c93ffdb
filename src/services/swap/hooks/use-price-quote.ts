import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { usePageVisible } from '../../../shared/hooks/use-page-visible.ts';
import { priceQuery } from '../api/price.ts';
import type { PriceParams } from '../lib/form.ts';
import { swapRefreshSetting } from '../service.ts';
import { useEndpoint } from '../../../shared/hooks/use-endpoint.ts';
import { useSetting } from '../../../shared/hooks/use-settings.ts';

export const INPUT_DEBOUNCE_MS = 500;

/**
 * One request once the user pauses. `inputKey` identifies what the user typed: the input a page
 * opens with counts as settled, so a shared link quotes at once. While the input differs from
 * the debounced input the query sits on an idle key, so an in-flight request for older input
 * loses its observer and is aborted, and no answer for older input is ever on screen.
 */
export function usePriceQuote(params: PriceParams | undefined, inputKey: string) {
  const visible = usePageVisible();
  const settledKey = useDebouncedValue(inputKey, INPUT_DEBOUNCE_MS);
  const settled = Boolean(params) && settledKey === inputKey;
  const intervalMs = useSetting(swapRefreshSetting) * 1000;
  const endpoint = useEndpoint('swap');
  const query = useQuery({
    ...priceQuery(endpoint, settled ? params : undefined),
    refetchInterval: (current) => (visible && current.state.status !== 'error' ? intervalMs : false),
  });
  const pausedReason = !params
    ? 'the form has errors'
    : !visible
      ? 'the tab is hidden'
      : query.isError && !query.isFetching
        ? 'the last request failed'
        : undefined;
  return { query, settled, waiting: Boolean(params) && !settled, intervalMs, pausedReason };
}
