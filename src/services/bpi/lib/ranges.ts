export const RANGE_IDS = ['1d', '1w', '1m', '3m', '1y'] as const;
export type RangeId = (typeof RANGE_IDS)[number];
export const DEFAULT_RANGE: RangeId = '1d';

/** Coinbase Exchange answers more than this many buckets per request with a 400. */
const MAX_BUCKETS = 300;

const DAY = 86_400_000;

export interface RangeSpec {
  id: RangeId;
  /** Button text. */
  label: string;
  /** Spoken and summary wording: "over the last day". */
  span: string;
  durationMs: number;
  granularitySeconds: 300 | 3600 | 21600 | 86400;
  /** How long a loaded history counts as fresh. */
  staleMs: number;
}

export const RANGES: Record<RangeId, RangeSpec> = {
  '1d': { id: '1d', label: '1D', span: 'the last day', durationMs: DAY, granularitySeconds: 300, staleMs: 60_000 },
  '1w': { id: '1w', label: '1W', span: 'the last week', durationMs: 7 * DAY, granularitySeconds: 3600, staleMs: 5 * 60_000 },
  '1m': { id: '1m', label: '1M', span: 'the last month', durationMs: 30 * DAY, granularitySeconds: 21600, staleMs: 15 * 60_000 },
  '3m': { id: '3m', label: '3M', span: 'the last 3 months', durationMs: 90 * DAY, granularitySeconds: 86400, staleMs: 60 * 60_000 },
  '1y': { id: '1y', label: '1Y', span: 'the last year', durationMs: 365 * DAY, granularitySeconds: 86400, staleMs: 60 * 60_000 },
};

export const parseRange = (value: string | null): RangeId | undefined => RANGE_IDS.find((id) => id === value?.trim().toLowerCase());

export interface Window {
  start: Date;
  end: Date;
}

/**
 * The request windows for a range ending at `now`: consecutive, equal-sized, each at most
 * MAX_BUCKETS buckets (1Y at one day needs two), newest last. The end is aligned to the bucket.
 */
export function windowsFor(range: RangeId, now: number): Window[] {
  const { durationMs, granularitySeconds } = RANGES[range];
  const bucketMs = granularitySeconds * 1000;
  const end = Math.ceil(now / bucketMs) * bucketMs;
  const buckets = Math.ceil(durationMs / bucketMs);
  const parts = Math.ceil(buckets / MAX_BUCKETS);
  const perPart = Math.ceil(buckets / parts);
  const windows: Window[] = [];
  for (let part = parts - 1; part >= 0; part -= 1) {
    const partEnd = end - part * perPart * bucketMs;
    const partStart = Math.max(end - buckets * bucketMs, partEnd - perPart * bucketMs);
    windows.push({ start: new Date(partStart), end: new Date(partEnd) });
  }
  return windows;
}
