import { tabScope } from '../../../shared/lib/tab-scope.ts';
import { sessionStore, type SessionKey } from '../../../shared/storage/web-storage.ts';
import { BASE_CURRENCIES, type PriceSnapshot, type PriceSource } from './snapshot.ts';

export interface HistoryPoint {
  at: number;
  source: PriceSource;
  prices: Record<string, number>;
}

const HISTORY_STORAGE_KEY = 'bpi.history.v1' as const;
const TRACKED_STORAGE_KEY = 'bpi.tracked.v1' as const;
const MAX_POINTS = 240;

const listeners = new Set<() => void>();
// The copy read from storage, kept for the tab's life.
const cache = tabScope.define(() => ({ points: undefined as HistoryPoint[] | undefined }));

function readJson<T>(key: SessionKey, valid: (value: unknown) => value is T, fallback: T): T {
  try {
    const value: unknown = JSON.parse(sessionStore.read(key) ?? 'null');
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

const isPoint = (value: unknown): value is HistoryPoint =>
  typeof value === 'object' && value !== null && typeof (value as HistoryPoint).at === 'number' && typeof (value as HistoryPoint).prices === 'object';
const isHistory = (value: unknown): value is HistoryPoint[] => Array.isArray(value) && value.every(isPoint);
const isCodes = (value: unknown): value is string[] => Array.isArray(value) && value.every((code) => typeof code === 'string');

export function getHistory(): HistoryPoint[] {
  return (cache().points ??= readJson(HISTORY_STORAGE_KEY, isHistory, []));
}

function save(points: HistoryPoint[]) {
  cache().points = points;
  // Storage full or blocked: the chart still works for this page's lifetime.
  sessionStore.write(HISTORY_STORAGE_KEY, JSON.stringify(points));
  listeners.forEach((listener) => listener());
}

/** Coinbase quotes ~200 currencies; only the ones someone looks at are kept. */
export function trackCurrency(code: string) {
  const tracked = readJson(TRACKED_STORAGE_KEY, isCodes, []);
  if (tracked.includes(code) || (BASE_CURRENCIES as readonly string[]).includes(code)) return;
  sessionStore.write(TRACKED_STORAGE_KEY, JSON.stringify([...tracked, code].slice(-8)));
}

export function recordSnapshot(snapshot: PriceSnapshot) {
  const codes = [...BASE_CURRENCIES, ...readJson(TRACKED_STORAGE_KEY, isCodes, [])];
  const prices = Object.fromEntries(codes.flatMap((code) => (snapshot.quotes[code] ? [[code, snapshot.quotes[code].price]] : [])));
  if (Object.keys(prices).length === 0) return;
  save([...getHistory(), { at: snapshot.fetchedAt, source: snapshot.source, prices }].slice(-MAX_POINTS));
}

// Every streamed trade of this page's life, in memory: the stored history keeps one each few seconds.
const trail = tabScope.define(() => ({ points: [] as HistoryPoint[] }));
const trailListeners = new Set<() => void>();

/** Keeps a streamed trade for the chart, at most MAX_POINTS of them. */
export function recordTrade(snapshot: PriceSnapshot) {
  const prices = Object.fromEntries(Object.entries(snapshot.quotes).map(([code, quote]) => [code, quote.price]));
  const last = trail().points.at(-1);
  if (last && last.at >= snapshot.fetchedAt) return;
  trail().points = [...trail().points, { at: snapshot.fetchedAt, source: snapshot.source, prices }].slice(-MAX_POINTS);
  trailListeners.forEach((listener) => listener());
}

export const getTrail = () => trail().points;
export const subscribeTrail = (listener: () => void) => {
  trailListeners.add(listener);
  return () => trailListeners.delete(listener);
};

export interface SeriesPoint {
  at: number;
  source: PriceSource;
  price: number;
}

/**
 * The prices a chart of `code` draws: the recorded history and the streamed trades merged by time,
 * then the price the page shows now, so the chart and its low and high include it.
 */
export function chartSeries(history: HistoryPoint[], trades: HistoryPoint[], code: string, shown?: SeriesPoint): SeriesPoint[] {
  const byTime = new Map<number, SeriesPoint>();
  for (const point of [...seriesFor(history, code), ...seriesFor(trades, code)]) byTime.set(point.at, point);
  const series = [...byTime.values()].sort((a, b) => a.at - b.at);
  const last = series.at(-1);
  if (shown && (!last || shown.at >= last.at)) {
    if (last?.at === shown.at) series.pop();
    series.push(shown);
  }
  return series.slice(-MAX_POINTS);
}

export function subscribeToHistory(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The prices of one currency, oldest first. */
export const seriesFor = (points: HistoryPoint[], code: string): SeriesPoint[] =>
  points.flatMap((point) => (point.prices[code] === undefined ? [] : [{ at: point.at, source: point.source, price: point.prices[code] }]));
