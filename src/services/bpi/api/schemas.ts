import { z } from '../../../shared/lib/zod.ts';

/** A price that may arrive as a number or, in older CoinDesk replies and in Coinbase's, as a string. */
const priceNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^\d[\d,]*(\.\d+)?$/, 'Expected a number')
    .transform((value) => Number(value.replaceAll(',', ''))),
]);

/** Optional text: null, missing or a non-string all mean "not given" rather than a broken reply. */
const optionalText = z
  .unknown()
  .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined))
  .optional();

const positive = priceNumber.refine((value) => Number.isFinite(value) && value > 0, 'Expected a positive price');

const coinDeskCurrency = z
  .object({
    code: optionalText,
    symbol: optionalText,
    /** Display string with comma thousands separators, e.g. "59,524.404". Only a fallback for rate_float. */
    rate: optionalText,
    description: optionalText,
    rate_float: positive.nullish().transform((value) => value ?? undefined),
  })
  .superRefine((entry, ctx) => {
    if (entry.rate_float === undefined && !positive.safeParse(entry.rate).success) {
      ctx.addIssue({ code: 'custom', path: ['rate_float'], message: 'Missing price (neither rate_float nor a readable rate)' });
    }
  })
  .transform((entry) => ({ ...entry, price: entry.rate_float ?? (positive.parse(entry.rate) as number) }));

export const coinDeskReplySchema = z.object({
  time: z.object({
    updated: optionalText,
    updatedISO: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date'),
    updateduk: optionalText,
  }),
  disclaimer: optionalText,
  chartName: optionalText,
  bpi: z.record(z.string(), coinDeskCurrency).refine((bpi) => Object.keys(bpi).length > 0, 'No currencies in the reply'),
});

export type CoinDeskReply = z.output<typeof coinDeskReplySchema>;

export const coinbaseReplySchema = z.object({
  data: z.object({
    currency: z.string().refine((code) => code.toUpperCase() === 'BTC', 'Expected rates for BTC'),
    // Coinbase lists ~200 currencies as strings; one odd value must not hide all the others.
    rates: z
      .record(z.string(), z.unknown())
      .transform(
        (rates) =>
          Object.fromEntries(
            Object.entries(rates).flatMap(([code, value]) => {
              const parsed = positive.safeParse(value);
              return parsed.success ? [[code.toUpperCase(), parsed.data]] : [];
            }),
          ) as Record<string, number>,
      )
      .refine((rates) => Object.keys(rates).length > 0, 'No readable rates in the reply'),
  }),
});

export type CoinbaseReply = z.output<typeof coinbaseReplySchema>;
