import { formatInteger } from './format.ts';
/**
 * A list of up to this many rows keeps every row in the document, so the browser's find (Ctrl+F)
 * and screen readers reach each one. Longer lists draw only the rows near the screen, and their
 * own search says so. Rows kept off screen take `content-visibility: auto` where they can (a block,
 * not a table row), so the browser lays them out and paints them only near the screen.
 */
export const EVERY_ROW_LIMIT = 1000;

export const drawsEveryRow = (count: number) => count <= EVERY_ROW_LIMIT;

/** The search hint of a list drawn only near the screen: the browser's find misses the other rows. */
export const nearScreenOnlyHint = (noun: string) =>
  `More than ${formatInteger(EVERY_ROW_LIMIT)} ${noun} are listed, so only those near the screen are drawn: the browser's find (Ctrl+F) misses the others, this search does not.`;
