/** Letters NFD leaves whole (the stroke or ligature is part of the letter), spelled out instead. */
const LETTER_FOLDS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  đ: 'd',
  Đ: 'd',
};
const LETTER_FOLD_PATTERN = new RegExp(`[${Object.keys(LETTER_FOLDS).join('')}]`, 'gu');

/**
 * The form every client-side search compares: decomposed (NFD), combining marks removed, lower
 * case, and the few letters above spelled out. "Köln", "KOLN" and "koln" all read "koln";
 * "Straße" reads "strasse", "Łódź" reads "lodz". Fold both the text and the query.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(LETTER_FOLD_PATTERN, (letter) => LETTER_FOLDS[letter] ?? letter)
    .toLowerCase();
}

/** The folded words of a query, each to be found in a folded text. */
export const foldWords = (query: string) => foldText(query).split(/\s+/).filter(Boolean);
