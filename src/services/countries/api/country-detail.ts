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
import { countrySummarySchema } from './country-list.ts';

/** One country on /countries/:code: the summary plus its AWS region, states and subdivisions. */

const nullableText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);

const countryDetailSchema = z.extend(countrySummarySchema, {
  awsRegion: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value || null),
  ),
  states: z.array(z.object({ code: nullableText, name: z.string() })),
  subdivisions: z.array(z.object({ code: z.string(), name: z.string(), emoji: nullableText })),
});
export type CountryDetail = z.infer<typeof countryDetailSchema>;

const countryDetailDataSchema = z.object({ country: z.nullable(countryDetailSchema), __type: countryTypeFieldsSchema });

const countryDetailDocuments = documentPerVariant(
  (countryFields, schemaQuestion) => `
    query Country($code: ID!) {
      country(code: $code) {
        ${countryFields}
        awsRegion
        states { code name }
        subdivisions { code name emoji }
      }
      ${schemaQuestion}
    }
  `,
);

/** The country as the schema's answer on population allows it (see countryQueryVariant). */
export const countryDetailQuery = (endpoint: Endpoint, code: string, support: PopulationSupport | undefined) => {
  const variant = countryQueryVariant(support);
  return queryOptions({
    queryKey: queryKey('countries', 'country-detail', endpoint, { code, withPopulation: variant === 'with-population' }),
    queryFn: async ({ signal, client }) => {
      const { support: answer, ...outcome } = await postCountryQuery(
        endpoint,
        { operationName: 'Country', documents: countryDetailDocuments, variables: { code }, schema: countryDetailDataSchema },
        variant,
        signal,
      );
      rememberPopulationSupport(client, endpoint, answer);
      return outcome;
    },
    staleTime: 60 * 60 * 1000,
    ...PERSISTED,
  });
};
