import { describe, expect, it } from 'vitest';
import { getHistory, recordSnapshot, seriesFor, trackCurrency } from './price-history.ts';
import type { PriceSnapshot } from './snapshot.ts';
import { resetStores } from '../../../testing/reset-stores.ts';

/** Where this tab keeps the prices seen during the visit: a reload reads them back under this key. */
const HISTORY_STORAGE_KEY = 'bpi.history.v1';

const snapshot = (at: number, usd: number, source: PriceSnapshot['source'] = 'coindesk'): PriceSnapshot => ({
  source,
  fetchedAt: at,
  quotes: {
    USD: { code: 'USD', price: usd },
    EUR: { code: 'EUR', price: usd * 0.9 },
    JPY: { code: 'JPY', price: usd * 150 },
    DOGE: { code: 'DOGE', price: 1 },
  },
});

describe('price history', () => {
  it('keeps the base currencies and tracked extras in sessionStorage, oldest first', () => {
    recordSnapshot(snapshot(1, 100));
    trackCurrency('JPY');
    recordSnapshot(snapshot(2, 101, 'coinbase'));
    expect(getHistory()).toEqual([
      { at: 1, source: 'coindesk', prices: { USD: 100, EUR: 90 } },
      { at: 2, source: 'coinbase', prices: { USD: 101, EUR: 90.9, JPY: 15150 } },
    ]);
    resetStores();
    expect(seriesFor(getHistory(), 'JPY')).toEqual([{ at: 2, source: 'coinbase', price: 15150 }]);
  });

  it('is capped, and ignores corrupt storage', () => {
    for (let at = 0; at < 300; at += 1) recordSnapshot(snapshot(at, 100 + at));
    expect(getHistory()).toHaveLength(240);
    expect(getHistory()[0]?.at).toBe(60);
    sessionStorage.setItem(HISTORY_STORAGE_KEY, '{"not": "a list"}');
    resetStores();
    expect(getHistory()).toEqual([]);
    sessionStorage.setItem(HISTORY_STORAGE_KEY, '[{"at": 1');
    resetStores();
    expect(getHistory()).toEqual([]);
  });
});
