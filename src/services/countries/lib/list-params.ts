import type { CountrySummary } from '../api/schemas.ts';

export type CountrySort = 'name' | 'code';

export interface ListParams {
  q: string;
  /** A valid continent code for the API's filter, or undefined for all continents. */
  continent?: string;
  /** What the URL asked for when it is not a continent code, to explain why it was ignored. */
  invalidContinent?: string;
  sort: CountrySort;
}

/** Reads `/countries?q=&continent=&sort=` (design.md §6); codes are upper-case in the API. */
export function readListParams(search: URLSearchParams): ListParams {
  const rawContinent = (search.get('continent') ?? '').trim();
  const continent = rawContinent.toUpperCase();
  const valid = /^[A-Z]{2}$/.test(continent);
  return {
    q: search.get('q') ?? '',
    continent: valid ? continent : undefined,
    invalidContinent: rawContinent && !valid ? rawContinent : undefined,
    sort: search.get('sort') === 'code' ? 'code' : 'name',
  };
}

/** Case- and accent-insensitive: the API's regex is case-sensitive, so search runs here. */
export const foldText = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en');

export function searchCountries(countries: CountrySummary[], q: string): CountrySummary[] {
  const needle = foldText(q.trim());
  if (!needle) return countries;
  return countries.filter((country) =>
    [country.name, country.native, country.code, country.capital ?? ''].some((text) => foldText(text).includes(needle)),
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

export function sortCountries(countries: CountrySummary[], sort: CountrySort): CountrySummary[] {
  const key = (country: CountrySummary) => (sort === 'code' ? country.code : country.name);
  return [...countries].sort((a, b) => collator.compare(key(a), key(b)) || a.code.localeCompare(b.code));
}
