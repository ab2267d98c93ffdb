import { foldText } from '../../../shared/lib/fold-text.ts';
import { choice, defineUrlParams, one, text, type Entry, type UnknownExplained, type ValuesOf } from '../../../shared/lib/url-state/url-fields.ts';
import type { CountrySummary } from '../api/country-list.ts';
import { lazily } from '../../../shared/lib/lazily.ts';
import { compareText } from '../../../shared/lib/text-order.ts';

export type CountrySort = 'name' | 'code';

/** An optional code: upper- or lower-cased, kept when it has the code's shape. */
const code = (name: string, entry: Entry, normalise: (value: string) => string, pattern: RegExp, unknown: UnknownExplained) =>
  one(name, {
    default: '',
    entry,
    parse: (raw) => (pattern.test(normalise(raw.trim())) ? normalise(raw.trim()) : undefined),
    unknown,
  });

/**
 * `/countries?q=&continent=&currency=&language=&sort=`: the search box and the currency box are
 * typed, the rest are choices. Country, continent and currency codes are upper-case in the API.
 */
export const countriesUrl = defineUrlParams({
  q: text('q', 'typed'),
  continent: code('continent', 'chosen', (value) => value.toUpperCase(), /^[A-Z]{2}$/, {
    label: 'continent',
    instead: 'all continents are shown (a continent is a two-letter code such as EU)',
  }),
  /** An ISO 4217 code such as USD, sent to the server's currency filter. */
  currency: code('currency', 'typed', (value) => value.toUpperCase(), /^[A-Z]{3}$/, {
    label: 'currency',
    instead: 'all currencies are shown (a currency is a code such as USD)',
  }),
  /** A language code such as en, matched on the loaded list (the server cannot filter by language). */
  language: code('language', 'chosen', (value) => value.toLowerCase(), /^[a-z]{2,3}$/, {
    label: 'language',
    instead: 'all languages are shown (a language is a code such as en)',
  }),
  sort: choice<CountrySort>('sort', ['name', 'code'], { default: 'name', unknown: { label: 'sort order', instead: 'sorted by name' } }),
});

export type ListValues = ValuesOf<typeof countriesUrl.fields>;

export interface ListParams {
  q: string;
  /** A valid continent code for the API's filter, or undefined for all continents. */
  continent?: string;
  sort: CountrySort;
  currency?: string;
  language?: string;
}

/** The list's view, an absent code as undefined (no filter). */
export const listParams = (values: ListValues): ListParams => ({
  q: values.q,
  sort: values.sort,
  continent: values.continent || undefined,
  currency: values.currency || undefined,
  language: values.language || undefined,
});

export const readListParams = (search: URLSearchParams): ListParams => listParams(countriesUrl.read(search));

/** Case- and accent-insensitive (see foldText): the API's regex is case-sensitive, so search runs here. */
export function searchCountries(countries: CountrySummary[], q: string): CountrySummary[] {
  const needle = foldText(q.trim());
  if (!needle) return countries;
  return countries.filter((country) => [country.name, country.native, country.code, country.capital ?? ''].some((text) => foldText(text).includes(needle)));
}

/** Countries where the language is spoken (the server's filter has no language field). */
export function filterByLanguage(countries: CountrySummary[], language: string | undefined): CountrySummary[] {
  if (!language) return countries;
  return countries.filter((country) => country.languages.some((item) => item.code === language));
}

const collator = lazily(() => new Intl.Collator('en', { sensitivity: 'base' }));

export function sortCountries(countries: CountrySummary[], sort: CountrySort): CountrySummary[] {
  const key = (country: CountrySummary) => (sort === 'code' ? country.code : country.name);
  return [...countries].sort((a, b) => collator().compare(key(a), key(b)) || compareText(a.code, b.code));
}
