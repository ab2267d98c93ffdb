import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { z } from '../../../shared/lib/zod.ts';
import {
  countryQueryVariant,
  countryTypeFieldsSchema,
  documentPerVariant,
  rememberPopulationSupport,
  type PopulationSupport,
  postCountryQuery,
} from './graphql.ts';

/**
 * The list of countries on /countries: one continent's, one currency's, or all of them. A country
 * as the list shows it is the summary the other pages extend or pick from.
 */

/** `[""]` is what the real server gives for Antarctica; an empty code is no currency. */
const currencies = z.pipe(
  z.array(z.nullable(z.string())),
  z.transform((list) => list.filter((code): code is string => Boolean(code?.trim()))),
);

/** Population is not in the real schema; a server that has it may send a number or a numeric string. */
const population = z.pipe(
  z.optional(z.union([z.number(), z.string(), z.null()])),
  z.transform((value) => {
    const parsed = typeof value === 'string' ? Number(value.replaceAll(',', '')) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
  }),
);

const textOrEmpty = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);

export const continentSchema = z.object({ code: z.string(), name: z.string() });
export type Continent = z.infer<typeof continentSchema>;

export const languageSchema = z.object({
  code: z.string(),
  name: z.string(),
  native: textOrEmpty,
  rtl: z.pipe(
    z.nullish(z.boolean()),
    z.transform((rtl) => Boolean(rtl)),
  ),
});
export type Language = z.infer<typeof languageSchema>;

export const countrySummarySchema = z.object({
  code: z.string(),
  name: z.string(),
  native: textOrEmpty,
  emoji: textOrEmpty,
  capital: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value || null),
  ),
  continent: continentSchema,
  currencies,
  languages: z.array(languageSchema),
  phones: z.array(z.string()),
  population,
});
export type CountrySummary = z.infer<typeof countrySummarySchema>;

/** The operator input of the real schema; filters are case-sensitive. */
interface StringFilter {
  eq?: string;
  regex?: string;
}
interface CountryFilter {
  continent?: StringFilter;
  currency?: StringFilter;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server filter for the list. `currency` is a comma-joined string ("USD,USN,USS"), so one
 * currency is matched as a whole item of that list with the server's regex, never with `eq`.
 */
function countryFilterFor(params: CountryListParams): CountryFilter {
  const filter: CountryFilter = {};
  if (params.continent) filter.continent = { eq: params.continent };
  if (params.currency) filter.currency = { regex: `(^|,)${escapeRegex(params.currency)}(,|$)` };
  return filter;
}

const countryListDataSchema = z.object({
  continents: z.array(continentSchema),
  countries: z.array(countrySummarySchema),
  __type: countryTypeFieldsSchema,
});
export type CountryListData = z.infer<typeof countryListDataSchema>;

const countryListDocuments = documentPerVariant(
  (countryFields, schemaQuestion) => `
    query Countries($filter: CountryFilterInput) {
      continents { code name }
      countries(filter: $filter) { ${countryFields} }
      ${schemaQuestion}
    }
  `,
);

export interface CountryListParams {
  continent?: string;
  currency?: string;
}

/** The list as the schema's answer on population allows it (see countryQueryVariant). */
export const countryListQuery = (endpoint: Endpoint, params: CountryListParams, support: PopulationSupport | undefined) => {
  const variant = countryQueryVariant(support);
  return queryOptions({
    queryKey: queryKey('countries', 'country-list', endpoint, { ...params, withPopulation: variant === 'with-population' }),
    queryFn: async ({ signal, client }) => {
      const { support: answer, ...outcome } = await postCountryQuery(
        endpoint,
        { operationName: 'Countries', documents: countryListDocuments, variables: { filter: countryFilterFor(params) }, schema: countryListDataSchema },
        variant,
        signal,
      );
      rememberPopulationSupport(client, endpoint, answer);
      return outcome;
    },
    // Country data changes a few times a year.
    staleTime: 60 * 60 * 1000,
    ...PERSISTED,
  });
};
