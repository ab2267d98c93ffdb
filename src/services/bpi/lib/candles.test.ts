import { describe, expect, it } from 'vitest';
import { candlesReplySchema, type Candle } from '../api/history-schemas.ts';
import { extendWithLive, mergeCandles, summarise, toSeries } from './candles.ts';
import { RANGE_IDS, RANGES, windowsFor } from './ranges.ts';

/** Coinbase Exchange refuses a request for more than 300 buckets. */
const MAX_BUCKETS = 300;

const candle = (time: number, close: number): Candle => ({ time, low: close - 1, high: close + 1, open: close, close, volume: 0.35165789999999997 });

describe('candles', () => {
  it('merges two newest-first replies that overlap at the edge into one oldest-first series', () => {
    const older = [candle(300, 3), candle(200, 2), candle(100, 1)];
    const newer = [candle(500, 5), candle(400, 4), candle(300, 3.5)];
    expect(mergeCandles([newer, older]).map((c) => [c.time, c.close])).toEqual([
      [100, 1],
      [200, 2],
      [300, 3],
      [400, 4],
      [500, 5],
    ]);
  });

  it('draws the buckets the exchange left out for lack of trades as gaps, without inventing points', () => {
    const series = [candle(0, 1), candle(300, 1), candle(1200, 1), candle(1500, 1)];
    expect(toSeries(series).map((point) => point.time)).toEqual([0, 300, 1200, 1500]);
  });

  it('skips and counts rows with missing, non-numeric or zero values instead of drawing zero', () => {
    const parsed = candlesReplySchema.parse([
      [1700000000, 59000, 60000, 59500, 59800, 1.5],
      [1699999700, null, 60000, 59500, 59800, 1.5],
      [1699999400, 59000, 60000, '59500', 59800, 1.5],
      [1699999100, 59000, 60000],
      [1699998800, 0, 60000, 59500, 0, 1],
      'not a row',
      [1699998500, 58000, 59000, 58500, 58800, 2],
    ]);
    expect(parsed.candles.map((c) => c.time)).toEqual([1700000000, 1699998500]);
    expect(parsed.skipped).toBe(5);
  });

  it('converts a USD series with the live rate', () => {
    expect(toSeries([candle(0, 60_000), candle(60, 61_000)], 150)).toEqual([
      { time: 0, price: 9_000_000 },
      { time: 60, price: 9_150_000 },
    ]);
  });

  it('extends the last point with a newer live price, and ignores an older or missing one', () => {
    const series = toSeries([candle(1000, 10), candle(1300, 11)]);
    expect(extendWithLive(series, { price: 12, at: 1_400_000 }).at(-1)).toEqual({ time: 1400, price: 12, live: true });
    expect(extendWithLive(series, { price: 12, at: 1_200_000 })).toEqual(series);
    expect(extendWithLive(series, undefined)).toEqual(series);
    expect(extendWithLive([], { price: 12, at: 1_400_000 })).toEqual([]);
  });

  it('summarises open, close, high, low and the change in percent', () => {
    expect(summarise(toSeries([candle(0, 100), candle(1, 120), candle(2, 90), candle(3, 110)]))).toEqual({
      open: 100,
      close: 110,
      high: 120,
      low: 90,
      changePercent: 10,
      from: 0,
      to: 3,
    });
    expect(summarise([])).toBeUndefined();
  });
});

describe('windowsFor', () => {
  const now = Date.UTC(2026, 10, 24, 6, 3, 17);

  it.each(RANGE_IDS)('%s: requests never exceed 300 buckets and cover the range without holes', (range) => {
    const { durationMs, granularitySeconds } = RANGES[range];
    const windows = windowsFor(range, now);
    for (const window of windows) expect((window.end.getTime() - window.start.getTime()) / 1000 / granularitySeconds).toBeLessThanOrEqual(MAX_BUCKETS);
    for (let index = 1; index < windows.length; index += 1) expect(windows[index]!.start).toEqual(windows[index - 1]!.end);
    expect(windows.at(-1)!.end.getTime()).toBeGreaterThanOrEqual(now);
    expect(windows.at(-1)!.end.getTime() - windows[0]!.start.getTime()).toBeGreaterThanOrEqual(durationMs);
  });

  it('asks for one year of days in two requests and every shorter range in one', () => {
    expect(windowsFor('1y', now)).toHaveLength(2);
    expect(RANGE_IDS.filter((range) => range !== '1y').map((range) => windowsFor(range, now).length)).toEqual([1, 1, 1, 1]);
  });
});
