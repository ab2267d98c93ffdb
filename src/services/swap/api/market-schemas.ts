import { z } from '../../../shared/lib/zod.ts';

/** Rates are decimal strings; only the dollar rate is read from the ~20 KB map. */
const decimalText = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a plain decimal string'));

export const exchangeRatesSchema = z.object({
  data: z.object({
    currency: z.string(),
    rates: z.looseObject({ USD: decimalText }),
  }),
});
