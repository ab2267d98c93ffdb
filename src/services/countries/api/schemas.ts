import { z } from '../../../shared/lib/zod.ts';

/** A GraphQL reply: `data`, `errors` or both (partial data). Extra keys (extensions) pass. */
export const graphqlErrorSchema = z.looseObject({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.looseObject({ code: z.unknown().optional() }).optional(),
});
export type GraphqlErrorItem = z.infer<typeof graphqlErrorSchema>;

export const graphqlEnvelopeSchema = z
  .looseObject({ data: z.unknown().optional(), errors: z.array(graphqlErrorSchema).optional() })
  .superRefine((value, context) => {
    if (value.data === undefined && value.errors === undefined) {
      context.addIssue({ code: 'custom', path: ['data'], message: 'A GraphQL reply needs "data" or "errors"; neither arrived' });
    }
  });

/** The CDN's own refusal of a query: HTTP 400 with its code under `extensions.stellate`. */
export const cdnRefusalSchema = z.object({
  errors: z.array(z.looseObject({ message: z.string(), extensions: z.looseObject({ stellate: z.looseObject({ code: z.string() }) }) })).min(1),
});

/** `[""]` is what the real server gives for Antarctica; an empty code is no currency. */
const currencies = z.array(z.string().nullable()).transform((list) => list.filter((code): code is string => Boolean(code?.trim())));

/** Population is not in the real schema; a server that has it may send a number or a numeric string. */
const population = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) => {
    const parsed = typeof value === 'string' ? Number(value.replaceAll(',', '')) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
  });

export const continentSchema = z.object({ code: z.string(), name: z.string() });
export type Continent = z.infer<typeof continentSchema>;

export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  native: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  rtl: z.boolean().nullish().transform(Boolean),
});
export type Language = z.infer<typeof languageSchema>;

export const countrySummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  native: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  emoji: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  capital: z
    .string()
    .nullish()
    .transform((value) => value || null),
  continent: continentSchema,
  currencies,
  languages: z.array(languageSchema),
  phones: z.array(z.string()),
  population,
});
export type CountrySummary = z.infer<typeof countrySummarySchema>;

export const countryDetailSchema = countrySummarySchema.extend({
  awsRegion: z
    .string()
    .nullish()
    .transform((value) => value || null),
  states: z.array(
    z.object({
      code: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
      name: z.string(),
    }),
  ),
  subdivisions: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      emoji: z
        .string()
        .nullish()
        .transform((value) => value ?? null),
    }),
  ),
});
export type CountryDetail = z.infer<typeof countryDetailSchema>;

/** Introspection's answer on Country's fields; null from a server that hides the type. */
const countryTypeFieldsSchema = z
  .object({ fields: z.array(z.object({ name: z.string() })).nullable() })
  .nullable()
  .optional();

export const countryListDataSchema = z.object({
  continents: z.array(continentSchema),
  countries: z.array(countrySummarySchema),
  __type: countryTypeFieldsSchema,
});
export type CountryListData = z.infer<typeof countryListDataSchema>;

export const countryDetailDataSchema = z.object({ country: countryDetailSchema.nullable(), __type: countryTypeFieldsSchema });

export const countryNameDataSchema = z.object({ country: z.object({ code: z.string(), name: z.string() }).nullable() });

export const languageCountrySchema = countrySummarySchema.pick({ code: true, name: true, native: true, emoji: true, capital: true, continent: true });
export type LanguageCountry = z.infer<typeof languageCountrySchema>;

export const languagePageDataSchema = z.object({
  language: languageSchema.extend({ countries: z.array(languageCountrySchema) }).nullable(),
});
export type LanguagePageData = z.infer<typeof languagePageDataSchema>;
