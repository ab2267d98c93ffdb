import { useMemo } from 'react';
import { formatSecondsAgo } from '../../../shared/lib/format.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { currencyName, formatPrice } from '../lib/format-price.ts';
import { useHistory } from '../hooks/use-price-points.ts';
import { SOURCE_NAMES, resolveHighlighted, visibleCodes, type BpiData } from '../lib/snapshot.ts';
import { useThrottled } from '../hooks/use-throttled.ts';
import { dayFiguresSource } from './history/day-stats.tsx';
import { CurrencyCards } from './currency-cards.tsx';
import { TradeTime } from './trade-time.tsx';
import { AlertsPanel } from './alerts-panel.tsx';
import { useAlertChecks } from '../hooks/use-alerts.ts';
import { Converter } from './converter.tsx';
import { CurrencyPicker } from './currency-picker.tsx';
import { PriceChange } from './price-change.tsx';
import { PriceChart } from './price-chart.tsx';
import { SourceNotice } from './source-notice.tsx';
import { DayStats } from './history/day-stats.tsx';
import { NearScreen } from '../../../shared/ui/near-screen.tsx';
import { HistorySection } from './history/history-section.tsx';
import type { RangeId } from '../lib/ranges.ts';
import { formatDateTime } from '../../../shared/lib/reader-locale.ts';

interface PricePanelProps {
  data: BpiData;
  requested?: string;
  onHighlight: (code: string) => void;
  onRetryPrimary: () => void;
  retrying: boolean;
  range: RangeId;
  onRange: (range: RangeId) => void;
}

const utcTime = (at: number) => formatDateTime(at, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' });
const CHART_FOLLOW_MS = 2000;

export function PricePanel({ data, requested, onHighlight, onRetryPrimary, retrying, range, onRange }: PricePanelProps) {
  const history = useHistory();
  useAlertChecks(data);
  // The chart follows the streamed price every 2 s, not with every trade.
  const chartLive = useThrottled(
    useMemo(() => ({ quotes: data.quotes, at: data.fetchedAt }), [data.quotes, data.fetchedAt]),
    CHART_FOLLOW_MS,
  );
  const code = resolveHighlighted(data, requested);
  const quote = data.quotes[code]!;
  const shown = useMemo(() => ({ at: data.fetchedAt, source: data.source, price: quote.price }), [data.fetchedAt, data.source, quote.price]);
  const others = visibleCodes(data, code)
    .filter((other) => other !== code)
    .map((other) => data.quotes[other]!);
  return (
    <div className="space-y-4">
      <SourceNotice data={data} onRetryPrimary={onRetryPrimary} retrying={retrying} />
      {requested && requested !== code && (
        <p role="status" className="text-sm text-soft">
          {SOURCE_NAMES[data.source]} has no {requested} price{data.source === 'coinbase' ? '' : ' (it publishes USD, GBP and EUR)'}; showing {code}.
        </p>
      )}
      <section
        aria-labelledby="bpi-highlighted"
        className="grid gap-4 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm md:grid-cols-2 dark:border-zinc-800 dark:bg-zinc-900"
      >
        <div className="min-w-0 space-y-2">
          <h2 id="bpi-highlighted" className="line-clamp-3 break-words text-base font-semibold">
            1 BTC in {currencyName(code, quote.description)}
          </h2>
          <p className="break-words text-4xl font-bold tabular-nums sm:text-5xl">{formatPrice(quote.price, code, { symbol: quote.symbol })}</p>
          <TradeTime quote={quote} fetchedAt={data.fetchedAt} />
          <PriceChange history={history} code={code} />
          <DayStats code={code} data={data} />
          <CurrencyPicker quotes={data.quotes} value={code} onChange={onHighlight} />
        </div>
        <div className="min-w-0 self-end">
          <PriceChart history={history} code={code} shown={shown} />
        </div>
      </section>
      {/* Below the first screen: drawn (and its history asked for) when a reader gets near. */}
      <NearScreen reserve="h-96">
        <HistorySection code={code} range={range} onRange={onRange} live={chartLive} dayFiguresFrom={dayFiguresSource(data)} />
      </NearScreen>
      {/* Further down: laid out and painted only near the viewport, so the prices streamed into it cost no layout meanwhile. */}
      <div className="space-y-4 [contain-intrinsic-size:auto_48rem] [content-visibility:auto]">
        <div className="grid gap-4 lg:grid-cols-2">
          <Converter code={code} price={quote.price} />
          <AlertsPanel code={code} streaming={data.source === 'feed'} />
        </div>
        <CurrencyCards quotes={others} onSelect={onHighlight} fetchedAt={data.fetchedAt} />
        <PriceFooter data={data} />
      </div>
    </div>
  );
}

/** When the price is from and what it is: its own clock, so the panel is not redrawn every second. */
function PriceFooter({ data }: { data: BpiData }) {
  const now = useNow(1000);
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
