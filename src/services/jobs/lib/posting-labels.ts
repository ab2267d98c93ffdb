import { lazily } from '../../../shared/lib/lazily.ts';
import type { GermanNeed } from './german-requirement.ts';

const languageNames = lazily(() => new Intl.DisplayNames(['en'], { type: 'language' }));

/**
 * Names by code, asked once each: every row with a posting's facts asks on each render. The board's
 * two languages start known, named as the browser's English display names name them: most postings
 * are in one of them, and the display names load their locale data in one long task.
 */
const namesByCode = new Map([
  ['en', 'English'],
  ['de', 'German'],
]);

/** "English", "German", "French"; the code itself where the browser has no name for it. */
export function languageName(code: string): string {
  const known = namesByCode.get(code);
  if (known !== undefined) return known;
  let name = code;
  try {
    name = languageNames().of(code) ?? code;
  } catch {
    // A code the browser cannot name stays as it is.
  }
  namesByCode.set(code, name);
  return name;
}

/** The badge's text: "EN" and "DE" for the board's two languages, others by name. */
export const languageBadge = (code: string | undefined): string =>
  code === undefined ? 'Language unclear' : code === 'en' || code === 'de' ? code.toUpperCase() : languageName(code);

/** The posting's language in words: "English", "language unclear". */
export const languageWords = (code: string | undefined): string => (code === undefined ? 'language unclear' : languageName(code));

export const GERMAN_LABELS: Record<GermanNeed, string> = {
  required: 'German required',
  plus: 'German a plus',
  none: 'No German mentioned',
};

/** The reason on a job's page: "Required: 'fließende Deutschkenntnisse (C1)'". */
export function germanReason(need: GermanNeed, phrase: string | undefined): string {
  if (phrase === undefined) return 'The posting says nothing about German.';
  const lead = need === 'required' ? 'Required' : need === 'plus' ? 'A plus' : 'Not required';
  return `${lead}: '${phrase}'`;
}
