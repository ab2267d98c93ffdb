import { useEffect } from 'react';
import { bpi as bpiService } from './service.ts';
import { useOnline } from '../../shared/lib/use-online.ts';
import { usePageVisible } from '../../shared/lib/use-page-visible.ts';
import { LiveStatus } from '../../shared/ui/live-status.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { QueryView } from '../../shared/ui/query-view.tsx';
import { RequestInspector } from '../../shared/ui/request-inspector.tsx';
import { useBpiPrice } from './api/use-bpi-price.ts';
import { BothDownAdvice } from './components/both-down-advice.tsx';
import { PricePanel } from './components/price-panel.tsx';
import { PricePanelSkeleton } from './components/price-panel-skeleton.tsx';
import { trackCurrency } from './lib/price-history.ts';
import { CHOSEN } from '../../shared/lib/url-history.ts';
import { UnknownUrlValuesNotice } from '../../shared/ui/url-value-notice.tsx';
import { DEFAULT_RANGE, parseRange, RANGES, type RangeId } from './history/ranges.ts';
import { useUrlParams } from '../../shared/lib/url-state/url-state.tsx';

const normaliseCode = (value: string | null) => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3,5}$/.test(code) ? code : undefined;
};

export default function BpiRoute() {
  const service = bpiService;
  const { query, refreshMs, retryPrimary } = useBpiPrice();
  const [params, setParams] = useUrlParams();
  const requested = normaliseCode(params.get('currency'));
  const rangeParam = params.get('range');
  const range = parseRange(rangeParam) ?? DEFAULT_RANGE;
  const visible = usePageVisible();
  const online = useOnline();

  useEffect(() => {
    if (requested) trackCurrency(requested);
  }, [requested]);

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) next.delete(name);
      else next.set(name, value);
      return next;
    }, CHOSEN);
  const highlight = (code: string) => setParam('currency', code);
  const chooseRange = (next: RangeId) => setParam('range', next);
  const unknownRange = rangeParam !== null && !parseRange(rangeParam);

  return (
    <>
      <PageHeader title={service.title} provider={service.provider} />
      <div className="space-y-4">
        <LiveStatus
          updatedAt={query.dataUpdatedAt || undefined}
          intervalMs={refreshMs}
          pausedReason={!online ? 'you are offline' : !visible ? 'this tab is hidden' : undefined}
          isFetching={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
        <UnknownUrlValuesNotice
          values={unknownRange ? [{ param: 'range', label: 'range', value: rangeParam, instead: `the chart shows ${RANGES[range].span}` }] : []}
          onRemove={() => setParam('range', undefined)}
        />
        <QueryView query={query} skeleton={<PricePanelSkeleton />} advice={<BothDownAdvice error={query.error} />}>
          {(data) => (
            <PricePanel
              data={data}
              requested={requested}
              onHighlight={highlight}
              onRetryPrimary={retryPrimary}
              retrying={query.isFetching}
              range={range}
              onRange={chooseRange}
            />
          )}
        </QueryView>
        <RequestInspector services={['bpi', 'bpi-fallback', 'bpi-history']} />
      </div>
    </>
  );
}
