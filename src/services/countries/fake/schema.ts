import { buildSchema, type GraphQLSchema } from 'graphql';
import type { CountriesDataset, CountryRecord } from './dataset.ts';
import { NAME_LANGUAGES, TRANSLATED_NAMES } from './translations.ts';

/** The real SDL, optionally with a population field to prove the schema-aware path. */
export function countriesSdl(withPopulation = false) {
  return `
type Query {
  continent(code: ID!): Continent
  continents(filter: ContinentFilterInput = {}): [Continent!]!
  countries(filter: CountryFilterInput = {}): [Country!]!
  country(code: ID!): Country
  language(code: ID!): Language
  languages(filter: LanguageFilterInput = {}): [Language!]!
}
type Country {
  awsRegion: String!
  capital: String
  code: ID!
  continent: Continent!
  currencies: [String!]!
  currency: String
  emoji: String!
  emojiU: String!
  languages: [Language!]!
  name(lang: String): String!
  native: String!
  phone: String!
  phones: [String!]!
  states: [State!]!
  subdivisions: [Subdivision!]!${withPopulation ? '\n  population: Int' : ''}
}
type Continent { code: ID!  countries: [Country!]!  name: String! }
type Language  { code: ID!  countries: [Country!]!  name: String!  native: String!  rtl: Boolean! }
type State     { code: String  country: Country!  name: String! }
type Subdivision { code: ID!  emoji: String  name: String! }
input StringQueryOperatorInput { eq: String  in: [String!]  ne: String  nin: [String!]  regex: String }
input CountryFilterInput   { code: StringQueryOperatorInput  continent: StringQueryOperatorInput
                             currency: StringQueryOperatorInput  name: StringQueryOperatorInput }
input ContinentFilterInput { code: StringQueryOperatorInput }
input LanguageFilterInput  { code: StringQueryOperatorInput }
`;
}

type Operators = { eq?: string | null; ne?: string | null; in?: string[] | null; nin?: string[] | null; regex?: string | null };
type Filter = Record<string, Operators | null | undefined> | null | undefined;

/** sift-like matching: every operator given must hold, case-sensitively, like the real server. */
export function matches(value: string, ops: Operators): boolean {
  if (ops.eq != null && value !== ops.eq) return false;
  if (ops.ne != null && value === ops.ne) return false;
  if (ops.in != null && !ops.in.includes(value)) return false;
  if (ops.nin != null && ops.nin.includes(value)) return false;
  if (ops.regex != null && !new RegExp(ops.regex).test(value)) return false;
  return true;
}

const applyFilter = <T>(items: T[], filter: Filter, read: (item: T, field: string) => string) =>
  items.filter((item) => Object.entries(filter ?? {}).every(([field, ops]) => !ops || matches(read(item, field), ops)));

const emojiOf = (code: string) => String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
const emojiUOf = (code: string) => [...code].map((c) => `U+${(0x1f1e6 + c.charCodeAt(0) - 65).toString(16).toUpperCase()}`).join(' ');

/** Resolvers as a rootValue: graphql-js calls function-valued properties with the field's args. */
export function countriesRoot(data: CountriesDataset) {
  const languageByCode = new Map(data.languages.map((l) => [l.code, l]));
  const continentOf = (code: string) => ({
    code,
    name: data.continents[code] ?? code,
    countries: () => data.countries.filter((c) => c.continent === code).map(countryOf),
  });
  const languageOf = (code: string) => {
    const l = languageByCode.get(code) ?? { code, name: code, native: code, rtl: false };
    return { ...l, countries: () => data.countries.filter((c) => c.languages.includes(code)).map(countryOf) };
  };
  const countryOf = (c: CountryRecord): Record<string, unknown> => ({
    awsRegion: 'us-east-1',
    capital: c.capital || null,
    code: c.code,
    continent: () => continentOf(c.continent),
    currencies: c.currency.split(','),
    currency: c.currency || null,
    emoji: emojiOf(c.code),
    emojiU: emojiUOf(c.code),
    languages: () => c.languages.map(languageOf),
    name: ({ lang }: { lang?: string | null }) => {
      if (!lang) return c.name;
      if (!NAME_LANGUAGES.includes(lang)) throw new Error('Invalid input');
      return TRANSLATED_NAMES[c.code]?.[lang] ?? c.name;
    },
    native: c.native,
    phone: c.phone,
    phones: c.phone.split(','),
    states: () => (c.states ?? []).map((s) => ({ ...s, country: () => countryOf(c) })),
    subdivisions: c.subdivisions ?? [],
    population: c.population ?? null,
  });
  const readCountry = (c: CountryRecord, field: string) => String((c as unknown as Record<string, unknown>)[field] ?? '');
  return {
    continent: ({ code }: { code: string }) => (data.continents[code] ? continentOf(code) : null),
    continents: ({ filter }: { filter?: Filter }) => applyFilter(Object.keys(data.continents), filter, (code) => code).map(continentOf),
    countries: ({ filter }: { filter?: Filter }) => applyFilter(data.countries, filter, readCountry).map(countryOf),
    country: ({ code }: { code: string }) => {
      const found = data.countries.find((c) => c.code === code);
      return found ? countryOf(found) : null;
    },
    language: ({ code }: { code: string }) => (languageByCode.has(code) ? languageOf(code) : null),
    languages: ({ filter }: { filter?: Filter }) => applyFilter(data.languages, filter, (l) => l.code).map((l) => languageOf(l.code)),
  };
}

export interface CountriesServer {
  schema: GraphQLSchema;
  root: ReturnType<typeof countriesRoot>;
}

export function createCountriesServer(data: CountriesDataset, options: { withPopulation?: boolean } = {}): CountriesServer {
  return { schema: buildSchema(countriesSdl(options.withPopulation)), root: countriesRoot(data) };
}
