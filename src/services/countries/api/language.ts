import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { queryKey } from '../../../shared/lib/query-key.ts';
import { z } from '../../../shared/lib/zod.ts';
import { countrySummarySchema, languageSchema } from './country-list.ts';
import { postGraphql } from './graphql.ts';

/** One language on /countries/languages/:code and the countries that speak it. */

const languageCountrySchema = z.pick(countrySummarySchema, { code: true, name: true, native: true, emoji: true, capital: true, continent: true });

const languagePageDataSchema = z.object({
  language: z.nullable(z.extend(languageSchema, { countries: z.array(languageCountrySchema) })),
});

const languagePageDocument = `
  query Language($code: ID!) {
    language(code: $code) {
      code name native rtl
      countries { code name native emoji capital continent { code name } }
    }
  }
`;

export const languageQuery = (endpoint: Endpoint, code: string) =>
  queryOptions({
    queryKey: queryKey('countries', 'language', endpoint, code),
    queryFn: ({ signal }) =>
      postGraphql(endpoint, { operationName: 'Language', query: languagePageDocument, variables: { code }, schema: languagePageDataSchema }, signal),
    staleTime: 60 * 60 * 1000,
    ...PERSISTED,
  });
