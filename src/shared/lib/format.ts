import { lazily } from './lazily.ts';

const relativeFormat = lazily(() => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

export function formatRelativeTime(fromMs: number, nowMs = Date.now()): string {
  const seconds = Math.round((fromMs - nowMs) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relativeFormat().format(seconds, 'second');
  if (abs < 3600) return relativeFormat().format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relativeFormat().format(Math.round(seconds / 3600), 'hour');
  return relativeFormat().format(Math.round(seconds / 86_400), 'day');
}

export function formatSecondsAgo(fromMs: number, nowMs = Date.now()): string {
  const seconds = Math.max(0, Math.round((nowMs - fromMs) / 1000));
  return seconds < 60 ? `${seconds} s ago` : formatRelativeTime(fromMs, nowMs);
}

const byteUnits = ['B', 'KB', 'MB', 'GB'];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < byteUnits.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${byteUnits[unit]}`;
}

const integerFormat = lazily(() => new Intl.NumberFormat('en-US'));
/**
 * A count in en-US digits ("12,345"). Safe integers are grouped by hand: a page's first Intl
 * object loads the locale data, and a count is often the first number a page shows, so Intl waits
 * for what needs it (fractions, currencies).
 */
export const formatInteger = (value: number) =>
  Number.isSafeInteger(value) ? String(value).replace(/\d(?=(\d{3})+$)/g, '$&,') : integerFormat().format(value);

export function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}
