import { z } from '../../../shared/lib/zod.ts';

/** A price written as text, with optional comma thousands separators ("59,524.404"). */
const priceText = z.string().check(z.trim(), z.regex(/^\d[\d,]*(\.\d+)?$/, 'Expected a number'));

/** A price that may arrive as a number or, in older CoinDesk replies and in Coinbase's, as a string. */
const priceNumber = z.union([
  z.number(),
  z.pipe(
    priceText,
    z.transform((value) => Number(value.replaceAll(',', ''))),
  ),
]);

/** Optional text: null, missing or a non-string all mean "not given" rather than a broken reply. */
const optionalText = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)),
  ),
);

const positive = priceNumber.check(z.refine((value) => Number.isFinite(value) && value > 0, 'Expected a positive price'));

const coinDeskCurrencyFields = z
  .object({
    code: optionalText,
    symbol: optionalText,
    /** Display string with comma thousands separators, e.g. "59,524.404". Only a fallback for rate_float. */
    rate: optionalText,
    description: optionalText,
    rate_float: z.pipe(
      z.nullish(positive),
      z.transform((value) => value ?? undefined),
    ),
  })
  .check(
    z.superRefine((entry, ctx) => {
      if (entry.rate_float === undefined && !positive.safeParse(entry.rate).success) {
        ctx.addIssue({ code: 'custom', path: ['rate_float'], message: 'Missing price (neither rate_float nor a readable rate)' });
      }
    }),
  );

const coinDeskCurrency = z.pipe(
  coinDeskCurrencyFields,
  z.transform((entry) => ({ ...entry, price: entry.rate_float ?? (positive.parse(entry.rate) as number) })),
);

export const coinDeskReplySchema = z.object({
  time: z.object({
    updated: optionalText,
    updatedISO: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'Expected an ISO date')),
    updateduk: optionalText,
  }),
  disclaimer: optionalText,
  chartName: optionalText,
  bpi: z.record(z.string(), coinDeskCurrency).check(z.refine((bpi) => Object.keys(bpi).length > 0, 'No currencies in the reply')),
});

export type CoinDeskReply = z.output<typeof coinDeskReplySchema>;

export const coinbaseReplySchema = z.object({
  data: z.object({
    currency: z.string().check(z.refine((code) => code.toUpperCase() === 'BTC', 'Expected rates for BTC')),
    // Coinbase lists ~200 currencies as strings; one odd value must not hide all the others.
    rates: z
      .pipe(
        z.record(z.string(), z.unknown()),
        z.transform(
          (rates) =>
            Object.fromEntries(
              Object.entries(rates).flatMap(([code, value]) => {
                const parsed = positive.safeParse(value);
                return parsed.success ? [[code.toUpperCase(), parsed.data]] : [];
              }),
            ) as Record<string, number>,
        ),
      )
      .check(z.refine((rates) => Object.keys(rates).length > 0, 'No readable rates in the reply')),
  }),
});

export type CoinbaseReply = z.output<typeof coinbaseReplySchema>;
