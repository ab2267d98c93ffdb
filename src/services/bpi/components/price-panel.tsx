import { memo, useDeferredValue, useMemo } from 'react';
import { formatSecondsAgo } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { currencyName, formatPrice } from '../lib/format-price.ts';
import { SOURCE_NAMES, resolveHighlighted, type BpiData } from '../lib/snapshot.ts';
import { dayFiguresSource } from './history/day-stats.tsx';
import { CurrencyCards } from './currency-cards.tsx';
import { TradeTime, tradeFacts } from './trade-time.tsx';
import { AlertsPanel } from './alerts-panel.tsx';
import { useAlertChecks } from '../hooks/use-alerts.ts';
import { useCalmPrice, useShownPrice } from '../hooks/use-live-select.ts';
import { sameFields } from '../lib/live-price.ts';
import { Converter } from './converter.tsx';
import { CurrencyPicker } from './currency-picker.tsx';
import { PriceChange } from './price-change.tsx';
import { PriceChart } from './price-chart.tsx';
import { SourceNotice } from './source-notice.tsx';
import { DayStats } from './history/day-stats.tsx';
import { DrawnNearScreen } from './drawn-near-screen.tsx';
import { HistorySection } from './history/history-section.tsx';
import type { RangeId } from '../lib/ranges.ts';
import { formatDateTime } from '../../../shared/lib/reader-locale.ts';

interface PricePanelProps {
  requested?: string;
  onHighlight: (code: string) => void;
  onRetryPrimary: () => void;
  retrying: boolean;
  range: RangeId;
  onRange: (range: RangeId) => void;
}

const utcTime = (at: number) => formatDateTime(at, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });

/**
 * The price, its currencies, charts, converter and alerts. The panel itself re-renders when the
 * highlighted currency or the source changes; each part that shows a moving figure reads it from
 * the price store, so a streamed trade re-renders those parts only.
 */
export const PricePanel = memo(function PricePanel({ requested, onHighlight, onRetryPrimary, retrying, range, onRange }: PricePanelProps) {
  useAlertChecks();
  const code = useShownPrice((data) => resolveHighlighted(data, requested));
  const source = useShownPrice((data) => data.source);
  const description = useShownPrice((data) => data.quotes[code]?.description);
  // What lies below the first screen is drawn in a second, interruptible pass: the price and its
  // figures are committed and painted without waiting for it. (Where the panel's own first render is
  // already such a pass, the page's deferred first draw, React draws it all in that one.)
  const below = useDeferredValue(true, false);
  return (
    <div className="space-y-4">
      <SourceNotice onRetryPrimary={onRetryPrimary} retrying={retrying} />
      {requested && requested !== code && (
        <p role="status" className="text-sm text-soft">
          {SOURCE_NAMES[source]} has no {requested} price{source === 'coinbase' ? '' : ' (it publishes USD, GBP and EUR)'}; showing {code}.
        </p>
      )}
      <section
        aria-labelledby="bpi-highlighted"
        className="grid gap-4 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm md:grid-cols-2 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <div className="min-w-0 space-y-2">
          <h2 id="bpi-highlighted" className="line-clamp-3 break-words text-base font-semibold">
            1 BTC in {currencyName(code, description)}
          </h2>
          <HighlightedPrice code={code} />
          <HighlightedTradeTime code={code} />
          <PriceChange code={code} />
          <DayStats code={code} />
          <CurrencyPicker value={code} onChange={onHighlight} />
        </div>
        <div className="min-w-0 self-end">
          <PriceChart code={code} />
        </div>
      </section>
      {below && (
        <>
          {/* Below the first screen: drawn (and its history asked for) when a reader gets near. */}
          <DrawnNearScreen reserve="h-96" label="the price history">
            <FollowingHistory code={code} range={range} onRange={onRange} dayFiguresFrom={dayFiguresSource(source)} />
          </DrawnNearScreen>
          {/* Further down: drawn when a reader gets near (each streamed trade re-renders it from then on), then laid out and painted only near the viewport. */}
          <DrawnNearScreen reserve="h-[48rem]" label="the converter, alerts and other currencies">
            <div className="space-y-4 [contain-intrinsic-size:auto_48rem] [content-visibility:auto]">
              <div className="grid gap-4 lg:grid-cols-2">
                <Converter code={code} />
                <AlertsPanel code={code} streaming={source === 'feed'} />
              </div>
              <CurrencyCards highlighted={code} onSelect={onHighlight} />
              <PriceFooter />
            </div>
          </DrawnNearScreen>
        </>
      )}
    </div>
  );
});

/** The big price, re-rendered when it reads differently. */
function HighlightedPrice({ code }: { code: string }) {
  const text = useShownPrice((data) => {
    const quote = data.quotes[code];
    return quote ? formatPrice(quote.price, code, { symbol: quote.symbol }) : '';
  });
  return <p className="break-words text-4xl font-bold tabular-nums sm:text-5xl">{text}</p>;
}

function HighlightedTradeTime({ code }: { code: string }) {
  return <TradeTime facts={useShownPrice((data) => tradeFacts(data, code), sameFields)} />;
}

/** The history chart, following the streamed price every 2 s (its newest point and the conversion of a USD series). */
function FollowingHistory(props: Omit<Parameters<typeof HistorySection>[0], 'live'>) {
  const { data } = useCalmPrice();
  const live = useMemo(() => ({ quotes: data?.quotes ?? {}, at: data?.fetchedAt ?? 0 }), [data]);
  return <HistorySection {...props} live={live} />;
}

type FooterFacts = Pick<BpiData, 'asOf' | 'source' | 'disclaimer'>;

/** When the price is from and what it is: its own clock, so the panel is not redrawn every second. */
function PriceFooter() {
  const now = useNow(1000);
  const data = useShownPrice(({ asOf, source, disclaimer }): FooterFacts => ({ asOf, source, disclaimer }), sameFields);
  return (
    <footer className="space-y-1 break-words text-xs text-soft">
      {data.asOf !== undefined && !Number.isNaN(data.asOf) && (
        <p>
          Price time from {SOURCE_NAMES[data.source]}: {utcTime(data.asOf)} UTC ({formatSecondsAgo(data.asOf, now)})
        </p>
      )}
      <p>{data.disclaimer ?? (data.source === 'coinbase' ? 'Coinbase public exchange rates for 1 BTC; not the CoinDesk Bitcoin Price Index.' : '')}</p>
    </footer>
  );
}
