import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { z } from '../../../shared/lib/zod.ts';
import { postGraphql } from './graphql.ts';

const countryNameDataSchema = z.object({ country: z.nullable(z.object({ code: z.string(), name: z.string() })) });

/** A country's name in one of the languages `name(lang:)` accepts. */
const countryNameDocument = `
  query CountryName($code: ID!, $lang: String) {
    country(code: $code) { code name(lang: $lang) }
  }
`;

/** A country's name in another language; an unsupported language is the server's field error. */
export const countryNameQuery = (endpoint: Endpoint, params: { code: string; lang: string }) =>
  queryOptions({
    queryKey: queryKey('countries', 'country-name', endpoint, params),
    queryFn: ({ signal }) =>
      postGraphql(endpoint, { operationName: 'CountryName', query: countryNameDocument, variables: params, schema: countryNameDataSchema }, signal),
    staleTime: 60 * 60 * 1000,
  });
