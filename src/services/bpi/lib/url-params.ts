import { defineUrlParams, one } from '../../../shared/lib/url-state/url-fields.ts';
import { DEFAULT_RANGE, parseRange, RANGES, type RangeId } from './ranges.ts';

/** `/bpi?currency=&range=`: the highlighted currency and the chart's range, both choices. */
export const bpiUrl = defineUrlParams({
  /** A currency code; the page highlights USD when the link names none (or none it can read). A chosen one is spelled out, USD too. */
  currency: one('currency', {
    default: 'USD',
    entry: 'chosen',
    isDefault: () => false,
    parse: (raw) => {
      const code = raw.trim().toUpperCase();
      return /^[A-Z]{3,5}$/.test(code) ? code : undefined;
    },
  }),
  /** The chart's range; a chosen one is spelled out, the default too. */
  range: one<RangeId>('range', {
    default: DEFAULT_RANGE,
    entry: 'chosen',
    isDefault: () => false,
    parse: parseRange,
    unknown: { label: 'range', instead: `the chart shows ${RANGES[DEFAULT_RANGE].span}` },
  }),
});
