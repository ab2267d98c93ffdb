import type { CountrySummary, Language } from '../api/country-list.ts';
import { compareText } from '../../../shared/lib/text-order.ts';

/** Each language spoken in the list once, by name. */
export function spokenLanguages(countries: CountrySummary[]): Language[] {
  const byCode = new Map<string, Language>();
  for (const country of countries) for (const language of country.languages) byCode.set(language.code, language);
  return [...byCode.values()].sort((a, b) => compareText(a.name, b.name));
}
