import { lazy, Suspense, useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../shared/ui/button.tsx';
import { formatPrice } from '../../lib/format-price.ts';
import { summarise, type SeriesPoint } from '../../lib/candles.ts';
import { RANGES, type RangeId } from '../../lib/ranges.ts';
import { ScrollRegion } from '../../../../shared/ui/scroll-region.tsx';
import { formatDateTime, formatFixed } from '../../../../shared/lib/reader-locale.ts';

const UplotCanvas = lazy(() => import('./uplot-canvas.tsx'));

/** uPlot follows the screen's pixel ratio through matchMedia; without it (jsdom) only the text views show. */
const canDraw = () => typeof window.matchMedia === 'function';

const CHART_HEIGHT = 240;
const TABLE_BOX = 'max-h-80 overflow-auto rounded-md border border-zinc-200 dark:border-zinc-800';

const TIME_OPTIONS: Record<'short' | 'long', Intl.DateTimeFormatOptions> = {
  short: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  long: { day: 'numeric', month: 'short', year: 'numeric' },
};
export const formatPointTime = (seconds: number, range: RangeId) =>
  formatDateTime(seconds * 1000, TIME_OPTIONS[range === '1d' || range === '1w' ? 'short' : 'long']);

const percent = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatFixed(Math.abs(value), 2)}%`;

interface HistoryChartProps {
  series: readonly SeriesPoint[];
  code: string;
  range: RangeId;
  /** "converted from USD" and similar, appended to the chart's name. */
  note?: string;
  /** On 1D the summary leaves the 24-hour open, high, low and change to the figures above, given by this source. */
  dayFiguresFrom?: string;
}

/** The chart, its keyboard crosshair with a spoken readout, a text summary and a table view. */
export function HistoryChart({ series, code, range, note, dayFiguresFrom }: HistoryChartProps) {
  const [chosen, setIndex] = useState<number | undefined>(undefined);
  const [asTable, setAsTable] = useState(false);
  const readoutId = useId();
  const tableId = useId();
  const summary = summarise(series);
  const money = (value: number) => formatPrice(value, code);
  // A shorter series after a range switch keeps the crosshair on its last point.
  const index = chosen === undefined ? undefined : Math.min(chosen, series.length - 1);
  const point = index === undefined ? undefined : series[index];
  const last = series.length - 1;
  const readoutText = (shown: SeriesPoint) => `${formatPointTime(shown.time, range)}: ${money(shown.price)}${shown.live ? ' (live price)' : ''}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const step = Math.max(1, Math.round(series.length / 10));
    const current = index ?? last;
    const next = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      ArrowDown: current - 1,
      ArrowUp: current + 1,
      PageDown: current - step,
      PageUp: current + step,
      Home: 0,
      End: last,
    }[event.key];
    if (event.key === 'Escape') return setIndex(undefined);
    if (next === undefined) return;
    event.preventDefault();
    setIndex(index === undefined && event.key.startsWith('Arrow') ? last : Math.min(last, Math.max(0, next)));
  };

  const title = `BTC price in ${code} over ${RANGES[range].span}${note ? `, ${note}` : ''}`;
  return (
    <div className="space-y-3">
      {summary &&
        (range === '1d' && dayFiguresFrom ? (
          // One answer per question: the 24-hour figures are given once, above, by one named source.
          <p className="text-sm text-soft" data-testid="history-summary">
            Over {RANGES[range].span}: {series.length} prices, the latest {money(summary.close)}. The 24-hour open, high, low and change are above, from{' '}
            {dayFiguresFrom}.
          </p>
        ) : (
          <p className="text-sm text-soft" data-testid="history-summary">
            Over {RANGES[range].span}: open {money(summary.open)}, close {money(summary.close)}, high {money(summary.high)}, low {money(summary.low)}, change{' '}
            <span className="font-semibold">{percent(summary.changePercent)}</span>.
          </p>
        ))}
      <div
        tabIndex={0}
        role="slider"
        aria-label={`Crosshair on the chart: ${title}. Arrow keys move it; Home and End go to the ends.`}
        aria-valuemin={0}
        aria-valuemax={last}
        aria-valuenow={index ?? last}
        aria-valuetext={point ? readoutText(point) : 'Not placed; press an arrow key to place it on the newest price.'}
        aria-describedby={readoutId}
        onKeyDown={onKeyDown}
        onBlur={() => setIndex(undefined)}
        className="rounded-md outline-offset-2"
      >
        {canDraw() && (
          <Suspense fallback={<div style={{ height: CHART_HEIGHT }} />}>
            <UplotCanvas
              series={series}
              cursorIndex={index}
              onPointer={setIndex}
              formatPrice={(value) => formatPrice(value, code, { compact: true })}
              height={CHART_HEIGHT}
            />
          </Suspense>
        )}
      </div>
      <p id={readoutId} aria-live="polite" className="min-h-5 text-sm tabular-nums">
        {point ? readoutText(point) : <span className="text-soft">Point at the chart, or focus it and use the arrow keys, to read a price.</span>}
      </p>
      <Button aria-expanded={asTable} aria-controls={tableId} onClick={() => setAsTable((shown) => !shown)}>
        {asTable ? 'Hide the table' : 'Show as table'}
      </Button>
      {asTable && (
        <ScrollRegion id={tableId} label={`${title}, as a table`} className={TABLE_BOX}>
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-zinc-100 dark:bg-zinc-800">
              <tr>
                <th scope="col" className="px-3 py-1 text-left font-medium">
                  Time
                </th>
                <th scope="col" className="px-3 py-1 text-right font-medium">
                  Price ({code})
                </th>
              </tr>
            </thead>
            <tbody>
              {[...series].reverse().map((row) => (
                <tr key={row.time} className="border-t border-zinc-200 dark:border-zinc-800">
                  <td className="px-3 py-1">
                    {formatPointTime(row.time, range)}
                    {row.live ? ' (live)' : ''}
                  </td>
                  <td className="px-3 py-1 text-right">{money(row.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
