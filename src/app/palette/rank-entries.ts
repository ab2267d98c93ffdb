import { editDistance } from '../../shared/lib/edit-distance.ts';
import { foldText, foldWords } from '../../shared/lib/fold-text.ts';
import type { PaletteEntry } from '../../shared/registry/palette.ts';

const MAX_RESULTS = 30;
/** Typos are forgiven only in a label's words and only for words this long: shorter ones match too much. */
const TYPO_MIN_LENGTH = 4;
/** One slip (a letter missing, extra, wrong or swapped with its neighbour) per word; two from eight letters. */
const typosAllowed = (word: string) => (word.length >= 8 ? 2 : 1);

/** Every query word is a label word (or its start) with a slip or two. */
function mistypedLabel(entry: PaletteEntry, words: readonly string[]): boolean {
  const labelWords = foldWords(entry.label);
  return words.every(
    (word) =>
      word.length >= TYPO_MIN_LENGTH &&
      labelWords.some((candidate) => {
        const limit = typosAllowed(word);
        return editDistance(word, candidate, limit) <= limit || editDistance(word, candidate.slice(0, word.length), limit) <= limit;
      }),
  );
}

/** How well an entry's words answer the query's words: lower is better, undefined is no match. */
function wordScore(entry: PaletteEntry, words: readonly string[], whole: string): number | undefined {
  const fields = [entry.label, entry.keywords ?? '', entry.group].map(foldWords);
  let score = 0;
  for (const word of words) {
    // Each query word starts a word of the label (best), the keywords, or the group.
    const field = fields.findIndex((fieldWords) => fieldWords.some((candidate) => candidate.startsWith(word)));
    if (field === -1) return undefined;
    score += field;
  }
  return foldText(entry.label).startsWith(whole) ? score - 1 : score;
}

/**
 * Relevance, not "anything close": every word typed must start a word of the entry's label,
 * keywords or group (label first), so "fra" finds France and not Upload. After those come labels
 * typed with a slip in words of four letters or more ("colelges"). An empty query lists everything in order.
 */
export function rankEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const words = foldWords(query);
  if (words.length === 0) return entries.slice(0, MAX_RESULTS);
  const whole = words.join(' ');
  const matched = entries
    .map((entry, index) => ({ entry, index, score: wordScore(entry, words, whole) }))
    .filter((candidate): candidate is { entry: PaletteEntry; index: number; score: number } => candidate.score !== undefined)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((candidate) => candidate.entry);
  const seen = new Set(matched);
  for (const entry of entries) if (!seen.has(entry) && mistypedLabel(entry, words)) matched.push(entry);
  return matched.slice(0, MAX_RESULTS);
}
