/** Light on purpose (no schema library): the overview reads it before its first paint. */
export const TILE_SIZES = ['small', 'wide'] as const;
export type TileSize = (typeof TILE_SIZES)[number];

/**
 * A small synchronous copy of the board in localStorage: which views are pinned and each tile's
 * size. Pin buttons read it at once, and the overview reserves the board's space from it before
 * the board itself loads from IndexedDB, so nothing shifts.
 */
export interface BoardLayout {
  tiles: { url: string; size: TileSize }[];
}

export const BOARD_LAYOUT_KEY = 'dashboard-board-layout';

const isLayoutTile = (value: unknown): value is BoardLayout['tiles'][number] =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { url?: unknown }).url === 'string' &&
  TILE_SIZES.includes((value as { size?: unknown }).size as TileSize);

export function readBoardLayout(): BoardLayout {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(BOARD_LAYOUT_KEY) ?? 'null');
    const tiles = (stored as { tiles?: unknown } | null)?.tiles;
    return { tiles: Array.isArray(tiles) ? tiles.filter(isLayoutTile) : [] };
  } catch {
    return { tiles: [] };
  }
}

export function writeBoardLayout(layout: BoardLayout) {
  try {
    localStorage.setItem(BOARD_LAYOUT_KEY, JSON.stringify(layout));
  } catch {
    // Storage full or blocked: the pins' state shows once the board has loaded.
  }
}
