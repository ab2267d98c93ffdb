import { queryOptions } from '@tanstack/react-query';
import { gql } from 'urql';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { z } from '../../../shared/lib/zod.ts';
import { countriesRootKey } from './country.ts';
import { runGraphql } from './graphql.ts';

const countryNameDataSchema = z.object({ country: z.nullable(z.object({ code: z.string(), name: z.string() })) });

/** A country's name in one of the languages `name(lang:)` accepts. */
const countryNameDocument = gql<z.input<typeof countryNameDataSchema>, { code: string; lang: string }>(`
  query CountryName($code: ID!, $lang: String) {
    country(code: $code) { code name(lang: $lang) }
  }
`);

/** A country's name in another language; an unsupported language is the server's field error. */
export const countryNameQuery = (endpoint: Endpoint, params: { code: string; lang: string }) =>
  queryOptions({
    queryKey: [...countriesRootKey(endpoint), 'country', 'name', params] as const,
    queryFn: ({ signal }) => runGraphql(endpoint, { document: countryNameDocument, variables: params, schema: countryNameDataSchema }, signal),
    staleTime: 60 * 60 * 1000,
  });
