import type { AddedTiles } from '../../shared/board/board-store.ts';
import { countOf, pluralWord } from '../../shared/lib/plural.ts';
import { MAX_TILES } from '../../shared/board/board-schema.ts';

/** What an import or a shared board added, in words. */
export function describeAdded({ added, duplicates, overLimit }: AddedTiles): string {
  const parts = [`added ${countOf(added, 'tile', 'tiles')}`];
  if (duplicates > 0) parts.push(`${duplicates} ${pluralWord(duplicates, 'was', 'were')} already on your board`);
  if (overLimit > 0) parts.push(`${overLimit} did not fit (a board holds ${MAX_TILES})`);
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
