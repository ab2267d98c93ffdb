import { lazily } from '../../../shared/lib/lazily.ts';
import type { GermanNeed } from './german-requirement.ts';

const languageNames = lazily(() => new Intl.DisplayNames(['en'], { type: 'language' }));

/** "English", "German", "French"; the code itself where the browser has no name for it. */
export function languageName(code: string): string {
  try {
    return languageNames().of(code) ?? code;
  } catch {
    return code;
  }
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
