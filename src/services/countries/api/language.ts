import { queryOptions } from '@tanstack/react-query';
import { gql } from 'urql';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { PERSISTED } from '../../../shared/lib/persisted-query.ts';
import { z } from '../../../shared/lib/zod.ts';
import { countriesRootKey } from './country.ts';
import { countrySummarySchema, languageSchema } from './country-list.ts';
import { runGraphql } from './graphql.ts';

/** One language on /countries/languages/:code and the countries that speak it. */

const languageCountrySchema = z.pick(countrySummarySchema, { code: true, name: true, native: true, emoji: true, capital: true, continent: true });

const languagePageDataSchema = z.object({
  language: z.nullable(z.extend(languageSchema, { countries: z.array(languageCountrySchema) })),
});

const languagePageDocument = gql<z.input<typeof languagePageDataSchema>, { code: string }>(`
  query Language($code: ID!) {
    language(code: $code) {
      code name native rtl
      countries { code name native emoji capital continent { code name } }
    }
  }
`);

export const languageQuery = (endpoint: Endpoint, code: string) =>
  queryOptions({
    queryKey: [...countriesRootKey(endpoint), 'language', code] as const,
    queryFn: ({ signal }) => runGraphql(endpoint, { document: languagePageDocument, variables: { code }, schema: languagePageDataSchema }, signal),
    staleTime: 60 * 60 * 1000,
    ...PERSISTED,
  });
