import { gql } from 'urql';
import type { z } from '../../../shared/lib/zod.ts';
import type { countryDetailDataSchema, countryFieldsDataSchema, countryListDataSchema } from './schemas.ts';

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

export const countryFieldsDocument = gql<z.input<typeof countryFieldsDataSchema>, Record<string, never>>(`
  query CountryFields {
    __type(name: "Country") { fields { name } }
  }
`);

// `population` is added only when introspection shows the server has it (the real one does not).
const summaryFields = (withPopulation: boolean) => `
  code name native emoji capital phones currencies
  continent { code name }
  languages { code name native rtl }${withPopulation ? '\n  population' : ''}`;

const listDocuments = [false, true].map((withPopulation) =>
  gql<z.input<typeof countryListDataSchema>, { filter: CountryFilter }>(`
    query Countries($filter: CountryFilterInput) {
      continents { code name }
      countries(filter: $filter) { ${summaryFields(withPopulation)} }
    }
  `),
);

const detailDocuments = [false, true].map((withPopulation) =>
  gql<z.input<typeof countryDetailDataSchema>, { code: string }>(`
    query Country($code: ID!) {
      country(code: $code) {
        ${summaryFields(withPopulation)}
        states { code name }
        subdivisions { code name emoji }
      }
    }
  `),
);

export const countryListDocument = (withPopulation: boolean) => listDocuments[withPopulation ? 1 : 0]!;
export const countryDetailDocument = (withPopulation: boolean) => detailDocuments[withPopulation ? 1 : 0]!;
