import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
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

const normaliseCode = (value: string | null) => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{3,5}$/.test(code) ? code : undefined;
};

export default function BpiRoute() {
  const service = bpiService;
  const { query, refreshMs, retryPrimary } = useBpiPrice();
  const [params, setParams] = useSearchParams();
  const requested = normaliseCode(params.get('currency'));
  const visible = usePageVisible();
  const online = useOnline();

  useEffect(() => {
    if (requested) trackCurrency(requested);
  }, [requested]);

  const highlight = (code: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('currency', code);
      return next;
    }, CHOSEN);

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
        <QueryView query={query} skeleton={<PricePanelSkeleton />} advice={<BothDownAdvice error={query.error} />}>
          {(data) => <PricePanel data={data} requested={requested} onHighlight={highlight} onRetryPrimary={retryPrimary} retrying={query.isFetching} />}
        </QueryView>
        <RequestInspector services={['bpi', 'bpi-fallback']} />
      </div>
    </>
  );
}
