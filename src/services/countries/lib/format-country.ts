import { formatInteger } from '../../../shared/lib/format.ts';

/** Phones arrive without the plus ("1", "76"); show them as dialling codes. */
export const callingCodes = (phones: string[]) =>
  phones
    .filter((phone) => phone.trim() !== '')
    .map((phone) => `+${phone.replace(/^\+/, '')}`)
    .join(', ');

export const formatPopulation = (population: number | null) => (population === null ? undefined : formatInteger(population));

/** Upper-cases a code from the URL; the API knows only upper-case ISO codes. */
export const normaliseCountryCode = (code: string) => code.trim().toUpperCase();

/** Lower-cases a language code from the URL; the API knows only lower-case ISO 639 codes. */
export const normaliseLanguageCode = (code: string) => code.trim().toLowerCase();

/** A country as its page and its tile name it: `Japan (JP)`. */
export const countryTitle = (country: { name: string; code: string }) => `${country.name} (${country.code})`;
