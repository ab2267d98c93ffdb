import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { bpi as bpiService } from './service.ts';
import { useOnline } from '../../shared/hooks/use-online.ts';
import { usePageVisible } from '../../shared/hooks/use-page-visible.ts';
import { LiveStatus } from '../../shared/ui/live-status.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { BothDownAdvice } from './components/both-down-advice.tsx';
import { FeedStatus } from './components/feed-status.tsx';
import { OfflinePrice } from './components/offline-price.tsx';
import { StreamInspector } from './components/stream-inspector.tsx';
import { useLivePrice } from './hooks/use-live-price.ts';
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
  const { data, query, mode, streaming, refreshMs, retryPrimary } = useLivePrice();
  // The streamed price stands in for the polled one; a failed poll matters only while polling.
  // The panel's first price is drawn from a deferred copy: the whole panel (price, chart, converter,
  // currencies) would be one long task, and a transition render yields to the browser between its
  // parts. Only the arrival is deferred: each streamed trade after it is drawn at once.
  const arrived = useDeferredValue(data !== undefined);
  const panel = {
    data: arrived ? data : undefined,
    error: query.error,
    isError: query.isError && !streaming,
    isFetching: query.isFetching,
    refetch: query.refetch,
    dataUpdatedAt: query.dataUpdatedAt,
  };
  // The same elements each render: the page re-renders with every streamed trade, the inspectors
  // need not (the stream's follows the feed itself).
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

  // Stable callbacks: the streamed price re-renders the page every frame, the memoised history must not.
  const highlight = useCallback((code: string) => set({ currency: code }), [set]);
  const chooseRange = useCallback((next: RangeId) => set({ range: next }), [set]);

  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <div className="space-y-4">
        <FeedStatus mode={mode} refreshMs={refreshMs} lastTradeAt={data?.source === 'feed' ? data.asOf : undefined} offline={!online} />
        {/* On phones the refresh line may wrap to two lines as the mode changes: its room is held. */}
        <div className="min-h-[4.875rem] sm:min-h-0">
          <LiveStatus
            updatedAt={(streaming ? data?.fetchedAt : query.dataUpdatedAt) || undefined}
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
            {(shown) => (
              <PricePanel
                data={shown}
                requested={requested}
                onHighlight={highlight}
                onRetryPrimary={retryPrimary}
                retrying={query.isFetching}
                range={range}
                onRange={chooseRange}
              />
            )}
          </QueryView>
        )}
        {inspector}
      </div>
    </>
  );
}
