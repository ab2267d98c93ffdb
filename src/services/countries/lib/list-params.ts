import { foldText } from '../../../shared/lib/fold-text.ts';
import type { UnknownUrlValue } from '../../../shared/ui/url-value-notice.tsx';
import type { CountrySummary } from '../api/country-list.ts';
import { lazily } from '../../../shared/lib/lazily.ts';

export type CountrySort = 'name' | 'code';

export interface ListParams {
  q: string;
  /** A valid continent code for the API's filter, or undefined for all continents. */
  continent?: string;
  /** What the URL asked for when it is not a continent code, to explain why it was ignored. */
  invalidContinent?: string;
  sort: CountrySort;
  /** What the URL asked for when it is not a sort order, to explain why it was ignored. */
  invalidSort?: string;
  /** An ISO 4217 code such as USD, sent to the server's currency filter. */
  currency?: string;
  invalidCurrency?: string;
  /** A language code such as en, matched on the loaded list (the server cannot filter by language). */
  language?: string;
  invalidLanguage?: string;
}

/** Reads an optional code: valid, invalid (kept to explain why it is ignored) or absent. */
function readCode(raw: string | null, normalise: (value: string) => string, pattern: RegExp) {
  const trimmed = (raw ?? '').trim();
  const value = normalise(trimmed);
  const valid = pattern.test(value);
  return { value: valid ? value : undefined, invalid: trimmed && !valid ? trimmed : undefined };
}

/** Reads `/countries?q=&continent=&currency=&language=&sort=`; country, continent and currency codes are upper-case in the API. */
export function readListParams(search: URLSearchParams): ListParams {
  const rawContinent = (search.get('continent') ?? '').trim();
  const continent = rawContinent.toUpperCase();
  const valid = /^[A-Z]{2}$/.test(continent);
  const sort = search.get('sort') ?? '';
  const currency = readCode(search.get('currency'), (value) => value.toUpperCase(), /^[A-Z]{3}$/);
  const language = readCode(search.get('language'), (value) => value.toLowerCase(), /^[a-z]{2,3}$/);
  return {
    q: search.get('q') ?? '',
    continent: valid ? continent : undefined,
    invalidContinent: rawContinent && !valid ? rawContinent : undefined,
    sort: sort === 'code' ? 'code' : 'name',
    invalidSort: sort && sort !== 'code' && sort !== 'name' ? sort : undefined,
    currency: currency.value,
    invalidCurrency: currency.invalid,
    language: language.value,
    invalidLanguage: language.invalid,
  };
}

/** The URL values readListParams ignores, with what the page shows instead. */
export function unknownListParams(params: ListParams): UnknownUrlValue[] {
  const unknown: UnknownUrlValue[] = [];
  if (params.invalidContinent)
    unknown.push({
      param: 'continent',
      label: 'continent',
      value: params.invalidContinent,
      instead: 'all continents are shown (a continent is a two-letter code such as EU)',
    });
  if (params.invalidCurrency)
    unknown.push({
      param: 'currency',
      label: 'currency',
      value: params.invalidCurrency,
      instead: 'all currencies are shown (a currency is a code such as USD)',
    });
  if (params.invalidLanguage)
    unknown.push({ param: 'language', label: 'language', value: params.invalidLanguage, instead: 'all languages are shown (a language is a code such as en)' });
  if (params.invalidSort) unknown.push({ param: 'sort', label: 'sort order', value: params.invalidSort, instead: 'sorted by name' });
  return unknown;
}

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
  return [...countries].sort((a, b) => collator().compare(key(a), key(b)) || a.code.localeCompare(b.code));
}
