import { describe, expect, it } from 'vitest';
import { formatInteger, formatRelativeTime } from './format.ts';

describe('formatInteger', () => {
  it('groups digits as Intl en-US does, for safe integers by hand and for the rest through Intl', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 12, 123, 1234, 12345, 123456, 1234567, -1, -1234, -123456789, Number.MAX_SAFE_INTEGER, 1.5, 1e21, Number.NaN])
      expect(formatInteger(value)).toBe(intl.format(value));
  });
});

describe('formatRelativeTime', () => {
  it('says what Intl.RelativeTimeFormat en with numeric auto says, in every unit and both directions', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const now = Date.UTC(2026, 10, 26, 12);
    const cases: [seconds: number, value: number, unit: Intl.RelativeTimeFormatUnit][] = [];
    for (const seconds of [0, 0.4, 1, 2, 59]) cases.push([seconds, Math.round(seconds), 'second']);
    for (const minutes of [1, 2, 30, 59]) cases.push([minutes * 60, minutes, 'minute']);
    for (const hours of [1, 2, 23]) cases.push([hours * 3600, hours, 'hour']);
    for (const days of [1, 2, 7, 31, 400, 1234]) cases.push([days * 86_400, days, 'day']);
    for (const [seconds, value, unit] of cases) {
      for (const sign of [-1, 1]) {
        const expected = intl.format(sign * value, unit);
        expect(formatRelativeTime(now + sign * seconds * 1000, now), `${sign * seconds} s`).toBe(expected);
      }
    }
  });
});
