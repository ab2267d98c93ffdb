import { z } from '../../../shared/lib/zod.ts';

/** One candle, oldest-first order restored by the caller; `time` in Unix seconds. */
export interface Candle {
  time: number;
  low: number;
  high: number;
  open: number;
  close: number;
  volume: number;
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function toCandle(row: unknown): Candle | undefined {
  if (!Array.isArray(row) || row.length < 6) return undefined;
  const [time, low, high, open, close, volume] = row as unknown[];
  if (![time, low, high, open, close, volume].every(finite)) return undefined;
  const candle = { time, low, high, open, close, volume } as Candle;
  // A price of zero or less is a broken row, never a crash to draw.
  return candle.low > 0 && candle.high > 0 && candle.open > 0 && candle.close > 0 ? candle : undefined;
}

/**
 * Coinbase Exchange candles: `[[time, low, high, open, close, volume], ...]`, newest first.
 * A row with a missing or non-numeric value is skipped and counted, so it is never drawn as zero.
 */
export const candlesReplySchema = z.pipe(
  z.array(z.unknown()),
  z.transform((rows) => {
    const candles: Candle[] = [];
    let skipped = 0;
    for (const row of rows) {
      const candle = toCandle(row);
      if (candle) candles.push(candle);
      else skipped += 1;
    }
    return { candles, skipped };
  }),
);

/** A decimal sent as a string ("76700", "6745.61000000"). */
const decimalString = z.pipe(z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal number as text')), z.transform(Number));

/** The last 24 hours of one product; other fields (volume_30day, rfq_*) are ignored. */
export const statsReplySchema = z.object({
  open: decimalString,
  high: decimalString,
  low: decimalString,
  last: decimalString,
  volume: decimalString,
});

export type StatsReply = z.output<typeof statsReplySchema>;

export const tickerReplySchema = z.object({
  price: decimalString.check(z.refine((value) => value > 0, 'Expected a positive price')),
  time: z.optional(z.string()),
});

/** Coinbase Exchange errors are `{"message": "..."}`. */
export function describeExchangeError(body: unknown) {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? { message } : undefined;
}
