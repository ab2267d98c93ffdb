import { queryOptions } from '@tanstack/react-query';
import { gql } from 'urql';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { z } from '../../../shared/lib/zod.ts';
import { countriesRootKey, countryTypeFieldsSchema, documentPerVariant, withSchemaAnswer } from './country.ts';
import { countrySummarySchema } from './country-list.ts';
import { runGraphql } from './graphql.ts';

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

export const countryDetailDataSchema = z.object({ country: z.nullable(countryDetailSchema), __type: countryTypeFieldsSchema });

const countryDetailDocument = documentPerVariant((countryFields, schemaQuestion) =>
  gql<z.input<typeof countryDetailDataSchema>, { code: string }>(`
    query Country($code: ID!) {
      country(code: $code) {
        ${countryFields}
        awsRegion
        states { code name }
        subdivisions { code name emoji }
      }
      ${schemaQuestion}
    }
  `),
);

export const countryDetailQuery = (endpoint: Endpoint, params: { code: string; withPopulation: boolean }) =>
  queryOptions({
    queryKey: [...countriesRootKey(endpoint), 'country', 'detail', params] as const,
    queryFn: ({ signal, client }) =>
      withSchemaAnswer(client, endpoint, params.withPopulation, (variant) =>
        runGraphql(endpoint, { document: countryDetailDocument(variant), variables: { code: params.code }, schema: countryDetailDataSchema }, signal),
      ),
    staleTime: 60 * 60 * 1000,
    ...PERSISTED,
  });
