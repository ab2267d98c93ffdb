/** The locales the real server registers for `name(lang:)` (i18n-iso-countries). */
export const NAME_LANGUAGES: readonly string[] = ['de', 'en', 'es', 'fa', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'tr', 'vi', 'zh'];

/** A few of i18n-iso-countries' names; the server falls back to the English name. */
export const TRANSLATED_NAMES: Record<string, Record<string, string>> = {
  BR: { de: 'Brasilien', es: 'Brasil', fr: 'Brésil', it: 'Brasile', ja: 'ブラジル', pt: 'Brasil', ru: 'Бразилия' },
  CA: { de: 'Kanada', es: 'Canadá', fr: 'Canada', ja: 'カナダ', ru: 'Канада' },
  DE: { de: 'Deutschland', es: 'Alemania', fr: 'Allemagne', it: 'Germania', ja: 'ドイツ', nl: 'Duitsland', ru: 'Германия' },
  FR: { de: 'Frankreich', es: 'Francia', fr: 'France', it: 'Francia', ja: 'フランス', ru: 'Франция' },
  GB: { de: 'Vereinigtes Königreich', es: 'Reino Unido', fr: 'Royaume-Uni', ja: 'イギリス', ru: 'Великобритания' },
  JP: { de: 'Japan', es: 'Japón', fr: 'Japon', ja: '日本', ru: 'Япония', zh: '日本' },
  US: { de: 'Vereinigte Staaten', es: 'Estados Unidos', fr: 'États-Unis', ja: 'アメリカ合衆国', ru: 'США', zh: '美国' },
};
