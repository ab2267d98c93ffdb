import { formatDateTime } from '../../../shared/lib/reader-locale.ts';

/** A trade's (or a fetch's) time of day in UTC, to the millisecond. */
export const tradeClock = (at: number) =>
  formatDateTime(at, { hour: '2-digit', minute: '2-digit', second: '2-digit', fractionalSecondDigits: 3, timeZone: 'UTC' });
