import { queryOptions, useQuery } from '@tanstack/react-query';
import { gql } from 'urql';
import { useEndpoint, type Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { z } from '../../../shared/lib/zod.ts';
import { countriesRootKey, countryTypeFieldsSchema, documentPerVariant, populationSupportQuery, withSchemaAnswer } from './country.ts';
import { countrySummarySchema } from './country-list.ts';
import { runGraphql } from './graphql.ts';

/** One country on /countries/:code: the summary plus its AWS region, states and subdivisions. */

const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

const countryDetailSchema = countrySummarySchema.extend({
  awsRegion: z
    .string()
    .nullish()
    .transform((value) => value || null),
  states: z.array(z.object({ code: nullableText, name: z.string() })),
  subdivisions: z.array(z.object({ code: z.string(), name: z.string(), emoji: nullableText })),
});
export type CountryDetail = z.infer<typeof countryDetailSchema>;

export const countryDetailDataSchema = z.object({ country: countryDetailSchema.nullable(), __type: countryTypeFieldsSchema });

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

const sameCountry = (keyPart: unknown, code: string) => typeof keyPart === 'object' && keyPart !== null && 'code' in keyPart && keyPart.code === code;

/** One country; its answer without population stays on screen while the one with it loads. */
export function useCountryDetail(code: string) {
  const endpoint = useEndpoint('countries');
  const populationSupport = useQuery(populationSupportQuery(endpoint)).data;
  const detail = useQuery({
    ...countryDetailQuery(endpoint, { code, withPopulation: populationSupport?.available === true }),
    placeholderData: (previous, previousQuery) => (sameCountry(previousQuery?.queryKey.at(-1), code) ? previous : undefined),
  });
  return { populationSupport, detail };
}
