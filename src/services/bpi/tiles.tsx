import { formatFixed } from '../../shared/lib/reader-locale.ts';
import { Sparkline } from '../../shared/board/sparkline.tsx';
import { TileAge } from '../../shared/board/tile-query.tsx';
import type { TileProps, TileRenderers } from '../../shared/board/tile-types.ts';
import { ErrorPanel } from '../../shared/ui/error-panel.tsx';
import { Skeleton, SkeletonGroup } from '../../shared/ui/skeleton.tsx';
import { useDayStats, usePriceHistory } from './hooks/use-price-history.ts';
import type { FeedMode } from './lib/stream/feed-mode.ts';
import { toSeries } from './lib/candles.ts';
import { streamedFigures } from './components/history/day-stats.tsx';
import { formatPrice, priceChange } from './lib/format-price.ts';
import { CHANGE_ARROW, CHANGE_TONE, CHANGE_WORD } from './lib/change-tone.ts';
import { resolveHighlighted, type BpiData } from './lib/snapshot.ts';
import { useLivePrice } from './hooks/use-live-price.ts';

/** The tile's freshness in a few words (the page says more). */
function freshness(mode: FeedMode, refreshMs: number): string {
  switch (mode.kind) {
    case 'live':
      return 'Live';
    case 'quiet':
      return `Live, no trades for ${mode.seconds} s`;
    case 'reconnecting':
      return 'Reconnecting…';
    case 'polling':
      return `Refreshing every ${Math.round(refreshMs / 1000)} s`;
    case 'off':
      return 'Paused while the tab is hidden';
    default:
      return 'Connecting…';
  }
}

/** The 24-hour change: the streamed figures while the feed streams, Coinbase Exchange's stats otherwise. */
function DayChange({ data, code }: { data: BpiData; code: string }) {
  const streamed = data.source === 'feed' ? streamedFigures(data, code) : undefined;
  const stats = useDayStats(code, !streamed).data;
  const figures = streamed ?? stats;
  if (!figures || figures.open <= 0) return <p className={`text-sm $"text-muted"`}>24-hour change unavailable</p>;
  const change = priceChange(figures.open, figures.last);
  return (
    <p className={`text-sm font-medium ${CHANGE_TONE[change.direction]}`}>
      <span aria-hidden="true">{CHANGE_ARROW[change.direction]} </span>
      {CHANGE_WORD[change.direction]} {formatFixed(Math.abs(change.percent), 2)}% in 24 hours
    </p>
  );
}

/** One day of prices, converted from USD where the exchange lists no product for the currency. */
function DayLine({ data, code }: { data: BpiData; code: string }) {
  const history = usePriceHistory(code, '1d').data;
  if (!history || history.candles.length < 2) return <div className="h-12" />;
  const rate = history.currency === code ? 1 : (data.quotes[code]?.price ?? NaN) / (data.quotes[history.currency]?.price ?? NaN);
  if (!Number.isFinite(rate)) return <div className="h-12" />;
  const values = toSeries(history.candles, rate).map((point) => point.price);
  return (
    <Sparkline
      values={values}
      className="text-accent"
      label={`Price over the last day, from ${formatPrice(values[0]!, code)} to ${formatPrice(values.at(-1)!, code)}`}
    />
  );
}

/** The live bitcoin price in one currency: the page's stream (one socket per tab) or its polling. */
function CurrencyTile({ search }: TileProps) {
  const { data, query, mode, refreshMs } = useLivePrice();
  if (!data) {
    if (query.isError) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} compact />;
    return (
      <SkeletonGroup className="space-y-2">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-12 w-full" />
      </SkeletonGroup>
    );
  }
  const code = resolveHighlighted(data, search.get('currency')?.toUpperCase() ?? 'USD');
  const quote = data.quotes[code];
  return (
    <>
      <p className="text-2xl font-semibold tabular-nums">{quote ? formatPrice(quote.price, code) : '—'}</p>
      <p className={`text-xs $"text-muted"`}>
        per bitcoin in {code} · {freshness(mode, refreshMs)}
      </p>
      <DayChange data={data} code={code} />
      <DayLine data={data} code={code} />
      <TileAge dataUpdatedAt={data.fetchedAt} refreshing={false} />
    </>
  );
}

export const tiles: TileRenderers = { currency: CurrencyTile };
