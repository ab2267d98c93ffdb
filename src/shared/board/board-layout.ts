import { localStore } from '../storage/web-storage.ts';

/** Light on purpose (no schema library): the overview reads it before its first paint. */
export const TILE_SIZES = ['small', 'wide'] as const;
export type TileSize = (typeof TILE_SIZES)[number];

/**
 * What the board looks like, derived from the board (IndexedDB) and kept in localStorage, where
 * it reads synchronously: which views are pinned and each tile's size. Pin buttons read it at
 * once, and the overview reserves the board's space from it before the board itself loads, so
 * nothing shifts. Only the board store writes it, from the board, after every load and change.
 */
export interface BoardLayout {
  tiles: { url: string; size: TileSize }[];
}

export const BOARD_LAYOUT_KEY = 'dashboard-board-layout' as const;

const isLayoutTile = (value: unknown): value is BoardLayout['tiles'][number] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { url?: unknown }).url === 'string' &&
  TILE_SIZES.includes((value as { size?: unknown }).size as TileSize);

export function readBoardLayout(): BoardLayout {
  try {
    const stored: unknown = JSON.parse(localStore.read(BOARD_LAYOUT_KEY) ?? 'null');
    const tiles = (stored as { tiles?: unknown } | null)?.tiles;
    return { tiles: Array.isArray(tiles) ? tiles.filter(isLayoutTile) : [] };
  } catch {
    return { tiles: [] };
  }
}

/** The layout of these tiles. */
export const layoutOf = (tiles: readonly { url: string; size: TileSize }[]): BoardLayout => ({ tiles: tiles.map(({ url, size }) => ({ url, size })) });

/** Writes the layout when it differs from the stored one (an unchanged write would wake other tabs for nothing). */
export function writeBoardLayout(layout: BoardLayout) {
  const text = JSON.stringify(layout);
  // Storage full or blocked: the pins' state shows once the board has loaded.
  if (localStore.read(BOARD_LAYOUT_KEY) !== text) localStore.write(BOARD_LAYOUT_KEY, text);
}
