import { lazily } from '../../../shared/lib/lazily.ts';
/** The languages the server registers for `name(lang:)`; any other is a validation error. */
export const NAME_LANGUAGES = ['de', 'en', 'es', 'fa', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'tr', 'vi', 'zh'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

export const isNameLanguage = (value: string): value is NameLanguage => (NAME_LANGUAGES as readonly string[]).includes(value);

const displayNames = lazily(() => new Intl.DisplayNames(['en'], { type: 'language' }));
export const nameLanguageLabel = (code: NameLanguage) => displayNames().of(code) ?? code;

/** `names=` from the URL: a supported language, or what was asked when it is not one. */
export function readNamesParam(search: URLSearchParams): { lang?: NameLanguage; invalid?: string } {
  const raw = (search.get('names') ?? '').trim();
  if (!raw) return {};
  const lower = raw.toLowerCase();
  return isNameLanguage(lower) ? { lang: lower } : { invalid: raw };
}
