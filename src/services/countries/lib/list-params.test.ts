import { describe, expect, it } from 'vitest';
import type { CountrySummary } from '../api/country-list.ts';
import { callingCodes, normaliseCountryCode } from './format-country.ts';
import { countriesUrl, filterByLanguage, readListParams, searchCountries, sortCountries } from './list-params.ts';

const unknownListParams = (query: string) => countriesUrl.unknown(new URLSearchParams(query));

const country = (code: string, name: string, extra: Partial<CountrySummary> = {}): CountrySummary => ({
  code,
  name,
  native: name,
  emoji: '',
  capital: null,
  continent: { code: 'EU', name: 'Europe' },
  currencies: [],
  languages: [],
  phones: [],
  population: null,
  ...extra,
});

describe('readListParams', () => {
  it('upper-cases a continent code and ignores anything else', () => {
    expect(readListParams(new URLSearchParams('continent=eu&q=fr'))).toEqual({ q: 'fr', continent: 'EU', sort: 'name' });
    expect(readListParams(new URLSearchParams('continent=Europe&sort=code'))).toMatchObject({ continent: undefined, sort: 'code' });
    expect(readListParams(new URLSearchParams('sort=<script>'))).toMatchObject({ sort: 'name' });
  });

  it('names each ignored value with what is shown instead', () => {
    expect(unknownListParams('continent=Europe&sort=size')).toEqual([
      expect.objectContaining({ param: 'continent', value: 'Europe', instead: expect.stringContaining('all continents are shown') }),
      { param: 'sort', label: 'sort order', value: 'size', instead: 'sorted by name' },
    ]);
    expect(unknownListParams('continent=EU&sort=code')).toEqual([]);
  });
});

describe('searchCountries', () => {
  const list = [
    country('AX', 'Åland Islands', { native: 'Åland' }),
    country('SA', 'Saudi Arabia', { native: 'العربية السعودية', capital: 'Riyadh' }),
    country('US', 'United States'),
  ];
  it('ignores case and accents, and matches native names, codes and capitals', () => {
    expect(searchCountries(list, 'aland').map((c) => c.code)).toEqual(['AX']);
    expect(searchCountries(list, 'UNITED').map((c) => c.code)).toEqual(['US']);
    expect(searchCountries(list, 'السعودية').map((c) => c.code)).toEqual(['SA']);
    expect(searchCountries(list, 'riyadh').map((c) => c.code)).toEqual(['SA']);
    expect(searchCountries(list, 'sa').map((c) => c.code)).toEqual(['SA']);
  });
  it('spells out letters that do not decompose, on both sides', () => {
    const nordic = [country('DK', 'Denmark', { native: 'Danmark', capital: 'København' }), country('PL', 'Poland', { native: 'Polska', capital: 'Łódź' })];
    expect(searchCountries(nordic, 'kobenhavn').map((c) => c.code)).toEqual(['DK']);
    expect(searchCountries(nordic, 'KØBENHAVN').map((c) => c.code)).toEqual(['DK']);
    expect(searchCountries(nordic, 'lodz').map((c) => c.code)).toEqual(['PL']);
  });
  it('treats regex characters as text', () => {
    expect(searchCountries(list, '.*(')).toEqual([]);
  });
});

describe('sortCountries', () => {
  it('sorts by name with accents in place, or by code', () => {
    const list = [country('ZA', 'South Africa'), country('AX', 'Åland Islands'), country('AF', 'Afghanistan')];
    expect(sortCountries(list, 'name').map((c) => c.code)).toEqual(['AF', 'AX', 'ZA']);
    expect(sortCountries(list, 'code').map((c) => c.code)).toEqual(['AF', 'AX', 'ZA']);
  });
});

describe('formatting', () => {
  it('prefixes calling codes and upper-cases codes', () => {
    expect(callingCodes(['76', '77', ''])).toBe('+76, +77');
    expect(normaliseCountryCode(' us ')).toBe('US');
  });
});

describe('filters sent to the server and applied on the list', () => {
  it('reads currency= and language= and reports values it cannot use', () => {
    const params = readListParams(new URLSearchParams('currency=usd&language=ES'));
    expect([params.currency, params.language]).toEqual(['USD', 'es']);
    const invalid = readListParams(new URLSearchParams('currency=dollars&language=spanish'));
    expect([invalid.currency, invalid.language]).toEqual([undefined, undefined]);
    expect(unknownListParams('currency=dollars&language=spanish').map(({ param }) => param)).toEqual(['currency', 'language']);
  });

  it('keeps only countries that speak the language', () => {
    const country = (code: string, languages: string[]) =>
      ({ code, languages: languages.map((item) => ({ code: item, name: item, native: item, rtl: false })) }) as unknown as CountrySummary;
    const list = [country('US', ['en']), country('MX', ['es']), country('CA', ['en', 'fr'])];
    expect(filterByLanguage(list, 'en').map(({ code }) => code)).toEqual(['US', 'CA']);
    expect(filterByLanguage(list, undefined)).toHaveLength(3);
  });
});
