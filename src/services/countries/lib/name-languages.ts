import { defineUrlParams, one } from '../../../shared/lib/url-state/url-fields.ts';
import { lazily } from '../../../shared/lib/lazily.ts';
/** The languages the server registers for `name(lang:)`; any other is a validation error. */
export const NAME_LANGUAGES = ['de', 'en', 'es', 'fa', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'tr', 'vi', 'zh'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

export const isNameLanguage = (value: string): value is NameLanguage => (NAME_LANGUAGES as readonly string[]).includes(value);

const displayNames = lazily(() => new Intl.DisplayNames(['en'], { type: 'language' }));
export const nameLanguageLabel = (code: NameLanguage) => displayNames().of(code) ?? code;

/** A country's page (`/countries/<code>?names=<lang>`): the language its name is shown in, a choice. */
export const countryDetailUrl = defineUrlParams({
  names: one<NameLanguage | ''>('names', {
    default: '',
    entry: 'chosen',
    parse: (raw) => NAME_LANGUAGES.find((lang) => lang === raw.trim().toLowerCase()),
    unknown: { label: 'name language', instead: 'the server translates names into 14 languages only' },
  }),
});
