import { memo, useId } from 'react';
import { formatPrice } from '../lib/format-price.ts';
import { chartSeries } from '../lib/price-history.ts';
import { useHistory } from '../hooks/use-price-points.ts';
import { useCalmPrice } from '../hooks/use-live-select.ts';
import { formatDateTime } from '../../../shared/lib/reader-locale.ts';

const WIDTH = 320;
const HEIGHT = 90;
const PAD = 6;
const clockTime = (at: number) => formatDateTime(at, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * A sparkline of the prices seen during this visit: the recorded history (kept in sessionStorage),
 * every trade streamed since the page opened, and the price shown now. It follows the stream every
 * 2 s (useCalmPrice), not with each trade.
 */
export const PriceChart = memo(function PriceChart({ code }: { code: string }) {
  const captionId = useId();
  const history = useHistory();
  const { data, trail } = useCalmPrice();
  const price = data?.quotes[code]?.price;
  const shown = data && price !== undefined ? { at: data.fetchedAt, source: data.source, price } : undefined;
  const series = chartSeries(history, trail, code, shown);
  if (series.length < 2) {
    return (
      <p className="flex h-24 items-center justify-center rounded-md border border-dashed border-zinc-300 p-3 text-center text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
        A chart of this visit's {code} prices starts after the next refresh.
      </p>
    );
  }
  const prices = series.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const first = series[0]!.at;
  const span = Math.max(1, series.at(-1)!.at - first);
  const range = high - low || 1;
  const points = series.map((point) => {
    const x = PAD + ((point.at - first) / span) * (WIDTH - 2 * PAD);
    const y = HEIGHT - PAD - ((point.price - low) / range) * (HEIGHT - 2 * PAD);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return (
    <figure className="space-y-1">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={captionId} className="h-24 w-full text-accent" preserveAspectRatio="none">
        <polyline points={points.join(' ')} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" strokeLinejoin="round" />
      </svg>
      <figcaption id={captionId} className="text-xs text-soft">
        {series.length} {code} prices since {clockTime(first)}: low {formatPrice(low, code)}, high {formatPrice(high, code)}.
      </figcaption>
    </figure>
  );
});
