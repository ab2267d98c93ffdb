/**
 * A posting's language, told from its text by a detector (tinyld, loaded with the jobs data: see
 * detector.ts) and, between English and German, by the little words each language cannot do
 * without. Unclear (`undefined`) where a reader could not tell either: fewer than
 * `MIN_DISTINCT_WORDS` different words (a title of product names, a list of technologies), or a
 * detector that rates two languages almost alike with no clear count of English or German words.
 */
export type DetectLanguages = (text: string) => readonly { lang: string; accuracy: number }[];

export const MIN_DISTINCT_WORDS = 8;
/** The detector's first language must be rated this many times its second to count as told. */
const MIN_MARGIN = 1.5;
/** Function words decide between English and German from this many, at twice the other's. */
const MIN_FUNCTION_WORDS = 3;

/** Gender markers ("m/w/d", "m/f/d", "all genders") are written the same in every language. */
const MARKER = /\((?:[mwfdx]\s*\/\s*)+[mwfdx]\)|\(all genders\)|\(h\/f\)/giu;
const WORD = /\p{L}{2,}/gu;

/** Words each language uses in nearly every sentence and the other (and its neighbours) do not. */
const ENGLISH_WORDS = new Set('the and you your our with for are we will of to be this that have who from at on'.split(' '));
const GERMAN_WORDS = new Set(
  'und der das du wir sie mit für ist sind ein eine einen zu auf den dem von bei uns unser unsere deine dich dein ihre sich oder nicht auch wie als im zum zur'.split(
    ' ',
  ),
);

function wordsOf(text: string): string[] {
  return (text.replace(MARKER, ' ').match(WORD) ?? []).map((word) => word.toLowerCase());
}

/** English or German by their function words, when one clearly outnumbers the other. */
function byFunctionWords(words: readonly string[]): 'en' | 'de' | undefined {
  let english = 0;
  let german = 0;
  for (const word of words) {
    if (ENGLISH_WORDS.has(word)) english += 1;
    if (GERMAN_WORDS.has(word)) german += 1;
  }
  if (english >= MIN_FUNCTION_WORDS && english >= 2 * german) return 'en';
  if (german >= MIN_FUNCTION_WORDS && german >= 2 * english) return 'de';
  return undefined;
}

/** What `postingLanguage` answers without a detector for a text only the detector can tell. */
export const DETECTOR_NEEDED = Symbol('detector needed');

/**
 * The ISO 639-1 code of the text's language, or undefined where it cannot be told with confidence.
 * Most postings are told by their words; without a detector, the others are DETECTOR_NEEDED, so
 * the detector is loaded only for them.
 */
export function postingLanguage(text: string, detect: DetectLanguages): string | undefined;
export function postingLanguage(text: string, detect: DetectLanguages | undefined): string | undefined | typeof DETECTOR_NEEDED;
export function postingLanguage(text: string, detect: DetectLanguages | undefined): string | undefined | typeof DETECTOR_NEEDED {
  const words = wordsOf(text);
  if (new Set(words).size < MIN_DISTINCT_WORDS) return undefined;
  const englishOrGerman = byFunctionWords(words);
  if (englishOrGerman) return englishOrGerman;
  return detect ? detectedLanguage(text, detect) : DETECTOR_NEEDED;
}

/** The detector's language, where it rates one clearly above the others. */
function detectedLanguage(text: string, detect: DetectLanguages): string | undefined {
  const [first, second] = detect(text);
  if (!first?.lang || !(first.accuracy > 0)) return undefined;
  return second && first.accuracy < MIN_MARGIN * second.accuracy ? undefined : first.lang;
}

/** The "Written in" filter's groups (`lang=en|de|other` in the URL). */
export type LanguageChoice = 'en' | 'de' | 'other';
export const LANGUAGE_CHOICES: readonly { value: LanguageChoice; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
  { value: 'other', label: 'Another language' },
];

export const readLanguageChoice = (value: string | null): LanguageChoice | undefined => LANGUAGE_CHOICES.find((choice) => choice.value === value)?.value;

/** Whether a posting in `lang` belongs under the chosen group; an unclear language only under "any". */
export const inLanguageGroup = (lang: string | undefined, choice: LanguageChoice): boolean =>
  lang !== undefined && (choice === 'other' ? lang !== 'en' && lang !== 'de' : lang === choice);
