import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { bpi as bpiService } from './service.ts';
import { useOnline } from '../../shared/hooks/use-online.ts';
import { usePageVisible } from '../../shared/hooks/use-page-visible.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { BothDownAdvice } from './components/both-down-advice.tsx';
import { FeedStatus } from './components/feed-status.tsx';
import { OfflinePrice } from './components/offline-price.tsx';
import { StreamInspector } from './components/stream-inspector.tsx';
import { useLivePriceStore } from './hooks/use-live-price.ts';
import { priceStores, PriceStoresContext } from './hooks/use-live-select.ts';
import { PriceLiveStatus } from './components/price-live-status.tsx';
import { PricePanel } from './components/price-panel.tsx';
import { PricePanelSkeleton } from './components/price-panel-skeleton.tsx';
import { trackCurrency } from './lib/price-history.ts';
import { UnknownUrlValuesNotice } from '../../shared/ui/url-value-notice.tsx';
import type { RangeId } from './lib/ranges.ts';
import { bpiUrl } from './lib/url-params.ts';
import { usePageParams } from '../../shared/hooks/url-state/use-page-params.ts';

const INSPECTED = ['bpi', 'bpi-fallback', 'bpi-history', 'bpi-stream'];

export default function BpiRoute() {
  const service = bpiService;
  const { price, priced, query, streaming, refreshMs, retryPrimary } = useLivePriceStore();
  const stores = useMemo(() => priceStores(price), [price]);
  // The page holds the price as a store: each streamed trade re-renders the parts that show it
  // (they read it with useLiveSelect), not the page. A failed poll matters only while polling.
  // The panel is first drawn from a deferred copy of "there is a price": the whole panel (price,
  // chart, converter, currencies) would be one long task, and a transition render yields to the
  // browser between its parts.
  const arrived = useDeferredValue(priced);
  const panel = {
    // QueryView is told whether there is a price (the page re-renders when that changes, not with
    // each trade); the panel's parts read the price themselves.
    data: arrived && priced ? price.getSnapshot() : undefined,
    error: query.error,
    isError: query.isError && !streaming,
    isFetching: query.isFetching,
    refetch: query.refetch,
    dataUpdatedAt: query.dataUpdatedAt,
  };
  // The same elements each render: the page re-renders as its query and streaming change, the
  // inspectors need not (the stream's follows the feed itself).
  const inspector = useMemo(
    () => (
      <>
        <RequestInspector services={INSPECTED} />
        <StreamInspector />
      </>
    ),
    [],
  );
  const { values, set, unknown, removeUnknown } = usePageParams(bpiUrl);
  const { currency: requested, range } = values;
  const visible = usePageVisible();
  const online = useOnline();

  useEffect(() => {
    if (requested) trackCurrency(requested);
  }, [requested]);

  // Stable callbacks: the memoised panel parts re-render when their own inputs change.
  const highlight = useCallback((code: string) => set({ currency: code }), [set]);
  const chooseRange = useCallback((next: RangeId) => set({ range: next }), [set]);
  // The panel is memoised: it re-renders with its own inputs, not with each of the page's query states.
  const latestRetry = useRef(retryPrimary);
  useEffect(() => {
    latestRetry.current = retryPrimary;
  });
  const retryPrimarySource = useCallback(() => latestRetry.current(), []);

  return (
    <PriceStoresContext value={stores}>
      <PageHeader title={service.title} provider={service.provider} />
      <div className="space-y-4">
        <FeedStatus refreshMs={refreshMs} offline={!online} />
        {/* On phones the refresh line may wrap to two lines as the mode changes: its room is held. */}
        <div className="min-h-[4.875rem] sm:min-h-0">
          <PriceLiveStatus
            streaming={streaming}
            polledAt={query.dataUpdatedAt}
            intervalMs={refreshMs}
            pausedReason={!online ? 'you are offline' : !visible ? 'this tab is hidden' : streaming ? 'streaming' : undefined}
            isFetching={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
        </div>
        <UnknownUrlValuesNotice values={unknown} onRemove={removeUnknown} />
        {!panel.data && !online ? (
          <OfflinePrice code={requested} />
        ) : (
          <QueryView query={panel} skeleton={<PricePanelSkeleton />} advice={<BothDownAdvice error={query.error} />}>
            {() => (
              <PricePanel
                requested={requested}
                onHighlight={highlight}
                onRetryPrimary={retryPrimarySource}
                retrying={query.isFetching}
                range={range}
                onRange={chooseRange}
              />
            )}
          </QueryView>
        )}
        {inspector}
      </div>
    </PriceStoresContext>
  );
}
