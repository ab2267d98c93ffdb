import { gql } from 'urql';
import type { z } from '../../../shared/lib/zod.ts';
import type { countryDetailDataSchema, countryListDataSchema, countryNameDataSchema, languagePageDataSchema } from './schemas.ts';

/** The operator input of the real schema; filters are case-sensitive. */
export interface StringFilter {
  eq?: string;
  ne?: string;
  in?: string[];
  nin?: string[];
  regex?: string;
}
export interface CountryFilter {
  code?: StringFilter;
  continent?: StringFilter;
  currency?: StringFilter;
  name?: StringFilter;
}

/**
 * What a country query asks besides the countries:
 * - `ask-schema`: whether Country has `population` (introspection), while the app does not know.
 *   One round trip answers both, where a separate check would race the query for the server.
 * - `plain`: nothing more (a server that refuses introspection, or one known to lack population).
 * - `with-population`: the population field, once the schema has shown it (the real one has not).
 */
export type CountryQueryVariant = 'ask-schema' | 'plain' | 'with-population';
const VARIANTS: readonly CountryQueryVariant[] = ['ask-schema', 'plain', 'with-population'];

const summaryFields = (variant: CountryQueryVariant) => `
  code name native emoji capital phones currencies
  continent { code name }
  languages { code name native rtl }${variant === 'with-population' ? '\n  population' : ''}`;

const schemaQuestion = (variant: CountryQueryVariant) => (variant === 'ask-schema' ? '__type(name: "Country") { fields { name } }' : '');

const listDocuments = VARIANTS.map((variant) =>
  gql<z.input<typeof countryListDataSchema>, { filter: CountryFilter }>(`
    query Countries($filter: CountryFilterInput) {
      continents { code name }
      countries(filter: $filter) { ${summaryFields(variant)} }
      ${schemaQuestion(variant)}
    }
  `),
);

const detailDocuments = VARIANTS.map((variant) =>
  gql<z.input<typeof countryDetailDataSchema>, { code: string }>(`
    query Country($code: ID!) {
      country(code: $code) {
        ${summaryFields(variant)}
        awsRegion
        states { code name }
        subdivisions { code name emoji }
      }
      ${schemaQuestion(variant)}
    }
  `),
);

export const countryListDocument = (variant: CountryQueryVariant) => listDocuments[VARIANTS.indexOf(variant)]!;
export const countryDetailDocument = (variant: CountryQueryVariant) => detailDocuments[VARIANTS.indexOf(variant)]!;

/** A country's name in one of the languages `name(lang:)` accepts. */
export const countryNameDocument = gql<z.input<typeof countryNameDataSchema>, { code: string; lang: string }>(`
  query CountryName($code: ID!, $lang: String) {
    country(code: $code) { code name(lang: $lang) }
  }
`);

/** One language and the countries that speak it. */
export const languagePageDocument = gql<z.input<typeof languagePageDataSchema>, { code: string }>(`
  query Language($code: ID!) {
    language(code: $code) {
      code name native rtl
      countries { code name native emoji capital continent { code name } }
    }
  }
`);
