import { memo } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { ErrorPanel } from '../../../../shared/ui/error-panel.tsx';
import { Skeleton } from '../../../../shared/ui/skeleton.tsx';
import { isUnknownProduct } from '../../api/history.ts';
import { usePriceHistory } from '../../hooks/use-price-history.ts';
import type { Quote } from '../../lib/snapshot.ts';
import { extendWithLive, toSeries } from '../../lib/candles.ts';
import { HistoryChart } from './history-chart.tsx';
import { RangePicker } from './range-picker.tsx';
import { RANGES, type RangeId } from '../../lib/ranges.ts';
import { countOf, pluralWord } from '../../../../shared/lib/plural.ts';

interface HistorySectionProps {
  code: string;
  range: RangeId;
  onRange: (range: RangeId) => void;
  /** Every live quote (for converting a USD series into the highlighted currency) and when they were current: the chart's newest point. */
  live: { quotes: Record<string, Quote>; at: number };
  /** Who gives the 24-hour figures shown above the chart, which the 1D summary leaves to them. */
  dayFiguresFrom: string;
}

/** Price history from Coinbase Exchange. Its failures stay in this box; the live price above keeps working. */
/** Memoised: the price above it re-renders with every streamed trade, the chart only when its own inputs change. */
export const HistorySection = memo(function HistorySection({ code, range, onRange, live: { quotes, at: liveAt }, dayFiguresFrom }: HistorySectionProps) {
  const query = usePriceHistory(code, range);
  const history = query.data;
  const live = quotes[code];
  const source = history ? quotes[history.currency] : undefined;
  const converted = history !== undefined && history.currency !== code;
  const rate = converted ? (live && source ? live.price / source.price : undefined) : 1;

  const body = () => {
    if (query.isPending) {
      return (
        <div role="status" className="space-y-2">
          <span className="sr-only">Loading the price history…</span>
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-60 w-full rounded-md" />
        </div>
      );
    }
    if (!history) {
      return (
        <ErrorPanel
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          compact
          advice={
            <p>
              {isUnknownProduct(query.error) ? 'Coinbase Exchange does not list this product. ' : ''}The live price above does not depend on the history and
              keeps refreshing.
            </p>
          }
        />
      );
    }
    if (history.candles.length === 0) {
      return (
        <div role="status" className="space-y-2 rounded-md border border-dashed border-zinc-300 p-3 text-sm dark:border-zinc-700">
          <p>
            Coinbase Exchange sent no prices for {RANGES[range].span}
            {history.skipped > 0 ? ` (${history.skipped} unreadable rows were left out)` : ''}.
          </p>
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? 'Retrying…' : 'Retry'}
          </Button>
        </div>
      );
    }
    if (rate === undefined) {
      return (
        <p role="status">
          The history is in {history.currency}; converting it needs live {history.currency} and {code} prices, which the current source does not give.
        </p>
      );
    }
    const series = extendWithLive(toSeries(history.candles, rate), live ? { price: live.price, at: liveAt } : undefined);
    return (
      <>
        {query.isError && <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />}
        <HistoryChart
          series={series}
          code={code}
          range={range}
          note={converted ? `converted from ${history.currency}` : undefined}
          dayFiguresFrom={dayFiguresFrom}
        />
        {history.skipped > 0 && (
          <p className="text-xs text-soft">
            {countOf(history.skipped, 'row')} of the reply could not be read and {pluralWord(history.skipped, 'was', 'were')} left out.
          </p>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="bpi-history" className="space-y-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="bpi-history" className="text-base font-semibold">
          Price history in {code}
          {converted && ' '}
          {converted && <span className="font-normal text-soft">(converted from {history.currency} at the live rate)</span>}
        </h2>
        <RangePicker value={range} onChange={onRange} />
      </div>
      {body()}
      <p className="text-xs text-soft">History: Coinbase Exchange, closing price of each {bucketWords(range)}.</p>
    </section>
  );
});

const bucketWords = (range: RangeId) => ({ 300: '5-minute period', 3600: 'hour', 21600: '6-hour period', 86400: 'day' })[RANGES[range].granularitySeconds];
