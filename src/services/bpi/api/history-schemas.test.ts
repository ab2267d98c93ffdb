import { describe, expect, it } from 'vitest';
import { statsReplySchema, tickerReplySchema } from './history-schemas.ts';

describe('Coinbase Exchange replies', () => {
  it('reads stats sent as strings, old padded and new trimmed, ignoring extra fields', () => {
    expect(
      statsReplySchema.parse({
        open: '6745.61000000',
        high: '76700',
        low: '6500.5',
        last: '7000',
        volume: '1234.5678',
        volume_30day: '1',
        rfq_volume_24hour: '2',
      }),
    ).toEqual({ open: 6745.61, high: 76700, low: 6500.5, last: 7000, volume: 1234.5678 });
  });

  it('refuses stats with a missing or non-decimal field', () => {
    expect(statsReplySchema.safeParse({ open: '1', high: '2', low: '1', last: '2' }).success).toBe(false);
    expect(statsReplySchema.safeParse({ open: 1, high: '2', low: '1', last: '2', volume: '3' }).success).toBe(false);
    expect(statsReplySchema.safeParse({ open: 'n/a', high: '2', low: '1', last: '2', volume: '3' }).success).toBe(false);
  });

  it('reads the ticker price, with nanosecond times and a string trade id, and refuses a zero price', () => {
    expect(tickerReplySchema.parse({ trade_id: '86326522', price: '62993.97', size: '0.1', time: '2026-01-02T03:04:05.123456789Z' }).price).toBe(62993.97);
    expect(tickerReplySchema.safeParse({ price: '0' }).success).toBe(false);
    expect(tickerReplySchema.safeParse({ price: 62993.97 }).success).toBe(false);
  });
});
