import type { PriceChange } from './format-price.ts';

type Direction = PriceChange['direction'];

/** How a price change reads wherever it is shown: colour, an arrow and a word (never colour alone). */
export const CHANGE_TONE: Readonly<Record<Direction, string>> = {
  up: 'text-emerald-800 dark:text-emerald-300',
  down: 'text-red-800 dark:text-red-300',
  flat: 'text-soft',
};
export const CHANGE_ARROW: Readonly<Record<Direction, string>> = { up: '▲', down: '▼', flat: '●' };
export const CHANGE_WORD: Readonly<Record<Direction, string>> = { up: 'Up', down: 'Down', flat: 'Flat' };
