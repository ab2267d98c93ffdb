import { formatFixed, numberFormat, writeDigits } from './reader-locale.ts';

type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';
/** What Intl.RelativeTimeFormat('en', { numeric: 'auto' }) says for -1, 0 and 1 of a unit. */
const NEAR: Record<RelativeUnit, Record<string, string>> = {
  second: { '-1': '1 second ago', '0': 'now', '1': 'in 1 second' },
  minute: { '-1': '1 minute ago', '0': 'this minute', '1': 'in 1 minute' },
  hour: { '-1': '1 hour ago', '0': 'this hour', '1': 'in 1 hour' },
  day: { '-1': 'yesterday', '0': 'today', '1': 'tomorrow' },
};

/**
 * "3 days ago", "yesterday", "in 2 hours": what Intl.RelativeTimeFormat('en', { numeric: 'auto' })
 * says, written out. A list's rows show it in the render that paints the page's data, and a
 * page's first Intl object loads the locale data in that render.
 */
function relativeTime(value: number, unit: RelativeUnit): string {
  const near = NEAR[unit][String(value === 0 ? 0 : value)];
  if (near) return near;
  const amount = `${formatInteger(Math.abs(value))} ${unit}s`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

export function formatRelativeTime(fromMs: number, nowMs = Date.now()): string {
  const seconds = Math.round((fromMs - nowMs) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relativeTime(seconds, 'second');
  if (abs < 3600) return relativeTime(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relativeTime(Math.round(seconds / 3600), 'hour');
  return relativeTime(Math.round(seconds / 86_400), 'day');
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
  return `${unit === 0 ? formatInteger(value) : formatFixed(value, value < 10 ? 1 : 0)} ${byteUnits[unit]}`;
}

/**
 * A count in the reader's digits ("12,345" in en-US, "12.345" in de-DE). Safe integers are grouped
 * by hand where the locale groups by threes: a count is often the first number a page shows, and
 * the list's rows show many of them in one render.
 */
export const formatInteger = (value: number) =>
  Number.isSafeInteger(value) ? writeDigits(String(Math.abs(value)), '', value < 0) : numberFormat().format(value);

export function formatDuration(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}
