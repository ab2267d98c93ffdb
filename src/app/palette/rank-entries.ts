import Fuse from 'fuse.js';
import type { PaletteEntry } from '../../shared/registry/palette.ts';

const MAX_RESULTS = 30;

/** Fuzzy ranking over labels first, then keywords and group names; an empty query lists everything in order. */
export function rankEntries(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const trimmed = query.trim();
  if (trimmed === '') return entries.slice(0, MAX_RESULTS);
  const fuse = new Fuse(entries, {
    keys: [
      { name: 'label', weight: 3 },
      { name: 'keywords', weight: 1 },
      { name: 'group', weight: 0.5 },
    ],
    threshold: 0.4,
    ignoreLocation: true,
    ignoreDiacritics: true,
  });
  return fuse.search(trimmed, { limit: MAX_RESULTS }).map((result) => result.item);
}
