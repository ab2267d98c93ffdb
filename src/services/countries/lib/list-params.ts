import { foldText } from '../../../shared/lib/fold-text.ts';
import type { UnknownUrlValue } from '../../../shared/ui/url-value-notice.tsx';
import type { CountrySummary } from '../api/schemas.ts';

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
}

/** Reads `/countries?q=&continent=&sort=`; codes are upper-case in the API. */
export function readListParams(search: URLSearchParams): ListParams {
  const rawContinent = (search.get('continent') ?? '').trim();
  const continent = rawContinent.toUpperCase();
  const valid = /^[A-Z]{2}$/.test(continent);
  const sort = search.get('sort') ?? '';
  return {
    q: search.get('q') ?? '',
    continent: valid ? continent : undefined,
    invalidContinent: rawContinent && !valid ? rawContinent : undefined,
    sort: sort === 'code' ? 'code' : 'name',
    invalidSort: sort && sort !== 'code' && sort !== 'name' ? sort : undefined,
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
  if (params.invalidSort) unknown.push({ param: 'sort', label: 'sort order', value: params.invalidSort, instead: 'sorted by name' });
  return unknown;
}

/** Case- and accent-insensitive (see foldText): the API's regex is case-sensitive, so search runs here. */
export function searchCountries(countries: CountrySummary[], q: string): CountrySummary[] {
  const needle = foldText(q.trim());
  if (!needle) return countries;
  return countries.filter((country) => [country.name, country.native, country.code, country.capital ?? ''].some((text) => foldText(text).includes(needle)));
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

export function sortCountries(countries: CountrySummary[], sort: CountrySort): CountrySummary[] {
  const key = (country: CountrySummary) => (sort === 'code' ? country.code : country.name);
  return [...countries].sort((a, b) => collator.compare(key(a), key(b)) || a.code.localeCompare(b.code));
}
