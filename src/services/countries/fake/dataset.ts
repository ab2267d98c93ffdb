/** Raw records in the shape the real server reads (countries-list 2.x: comma lists, '' for none). */
export interface CountryRecord {
  code: string;
  name: string;
  native: string;
  phone: string;
  continent: string;
  capital: string;
  currency: string;
  languages: string[];
  states?: { code: string | null; name: string }[];
  subdivisions?: { code: string; name: string; emoji: string | null }[];
  population?: number | null;
}

export interface LanguageRecord {
  code: string;
  name: string;
  native: string;
  rtl: boolean;
}

export interface CountriesDataset {
  continents: Record<string, string>;
  countries: CountryRecord[];
  languages: LanguageRecord[];
}

export const CONTINENTS: Record<string, string> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
};
