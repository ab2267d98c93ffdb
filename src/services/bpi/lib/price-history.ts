import { useSyncExternalStore } from 'react';
import { tabScope } from '../../../shared/lib/tab-scope.ts';
import { BASE_CURRENCIES, type PriceSnapshot, type PriceSource } from './snapshot.ts';

export interface HistoryPoint {
  at: number;
  source: PriceSource;
  prices: Record<string, number>;
}

export const HISTORY_STORAGE_KEY = 'bpi.history.v1';
const TRACKED_STORAGE_KEY = 'bpi.tracked.v1';
const MAX_POINTS = 240;

const listeners = new Set<() => void>();
// The copy read from storage, kept for the tab's life.
const cache = tabScope.define(() => ({ points: undefined as HistoryPoint[] | undefined }));

function readJson<T>(key: string, valid: (value: unknown) => value is T, fallback: T): T {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
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
  try {
    sessionStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(points));
  } catch {
    // Storage full or blocked: the chart still works for this page's lifetime.
  }
  listeners.forEach((listener) => listener());
}

/** Coinbase quotes ~200 currencies; only the ones someone looks at are kept. */
export function trackCurrency(code: string) {
  const tracked = readJson(TRACKED_STORAGE_KEY, isCodes, []);
  if (tracked.includes(code) || (BASE_CURRENCIES as readonly string[]).includes(code)) return;
  sessionStorage.setItem(TRACKED_STORAGE_KEY, JSON.stringify([...tracked, code].slice(-8)));
}

export function recordSnapshot(snapshot: PriceSnapshot) {
  const codes = [...BASE_CURRENCIES, ...readJson(TRACKED_STORAGE_KEY, isCodes, [])];
  const prices = Object.fromEntries(codes.flatMap((code) => (snapshot.quotes[code] ? [[code, snapshot.quotes[code].price]] : [])));
  if (Object.keys(prices).length === 0) return;
  save([...getHistory(), { at: snapshot.fetchedAt, source: snapshot.source, prices }].slice(-MAX_POINTS));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHistory(): HistoryPoint[] {
  return useSyncExternalStore(subscribe, getHistory, getHistory);
}

/** The prices of one currency, oldest first. */
export const seriesFor = (points: HistoryPoint[], code: string) =>
  points.flatMap((point) => (point.prices[code] === undefined ? [] : [{ at: point.at, source: point.source, price: point.prices[code] }]));
