import type { Candle } from '../api/history-schemas.ts';

/** Merges replies (any order, overlapping at the edges): one candle per time, oldest first. */
export function mergeCandles(parts: readonly (readonly Candle[])[]): Candle[] {
  const byTime = new Map<number, Candle>();
  for (const part of parts) for (const candle of part) byTime.set(candle.time, candle);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** A point of the drawn series: seconds and a price in the shown currency. */
export interface SeriesPoint {
  time: number;
  price: number;
  /** True for the live price appended after the last candle. */
  live?: boolean;
}

/** Close prices, multiplied by `rate` when the series is converted from another currency. */
export const toSeries = (candles: readonly Candle[], rate = 1): SeriesPoint[] => candles.map((candle) => ({ time: candle.time, price: candle.close * rate }));

/** The live price moves the chart: a point after the last candle, once it is newer. */
export function extendWithLive(series: readonly SeriesPoint[], live: { price: number; at: number } | undefined): SeriesPoint[] {
  const last = series.at(-1);
  if (!live || !last || !(live.price > 0)) return [...series];
  const liveTime = Math.floor(live.at / 1000);
  return liveTime > last.time ? [...series, { time: liveTime, price: live.price, live: true }] : [...series];
}

export interface SeriesSummary {
  open: number;
  close: number;
  high: number;
  low: number;
  changePercent: number;
  from: number;
  to: number;
}

export function summarise(series: readonly SeriesPoint[]): SeriesSummary | undefined {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return undefined;
  let high = -Infinity;
  let low = Infinity;
  for (const point of series) {
    if (point.price > high) high = point.price;
    if (point.price < low) low = point.price;
  }
  return { open: first.price, close: last.price, high, low, changePercent: ((last.price - first.price) / first.price) * 100, from: first.time, to: last.time };
}
