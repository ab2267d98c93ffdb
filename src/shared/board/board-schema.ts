import { z } from '../lib/zod.ts';

import { TILE_SIZES } from './board-layout.ts';

export { type TileSize } from './board-layout.ts';

/** More tiles than this would not be a board anyone reads; imports and shared links stop here. */
export const MAX_TILES = 50;
export const MAX_TITLE = 120;
export const MAX_DETAILS = 8;
export const MAX_DETAIL = 64;
/** A pinned view's path and query string; a longer view is not pinned (and a stored one would not read back). */
export const MAX_TILE_URL = 2000;

/**
 * What a page hands to its pin besides the URL (a token's symbol and decimals): a few short
 * texts by name, no control characters. Which names a tile keeps is up to its kind.
 */
export const tileDetailsSchema = z
  .record(
    z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/, 'A detail name is a short word')),
    z.string().check(z.maxLength(MAX_DETAIL), z.regex(/^[^\p{Cc}]*$/u, 'A detail is plain text')),
  )
  .check(z.refine((details) => Object.keys(details).length <= MAX_DETAILS, `At most ${MAX_DETAILS} details`));
export type TileDetails = z.infer<typeof tileDetailsSchema>;

/** A tile as exported and shared: the view, its title, its size and its kind's details; nothing else. */
export const tileFileSchema = z.object({
  url: z.string().check(z.minLength(1), z.maxLength(MAX_TILE_URL)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_TITLE)),
  size: z.enum(TILE_SIZES),
  details: z.optional(tileDetailsSchema),
});
export type TileFile = z.infer<typeof tileFileSchema>;

/** The export and share format: `{"version":1,"tiles":[{"url":"/jobs?visa=1","title":"…","size":"small"}]}`. */
export const boardFileSchema = z.object({
  version: z.literal(1),
  tiles: z.array(tileFileSchema).check(z.maxLength(MAX_TILES)),
});
export type BoardFile = z.infer<typeof boardFileSchema>;

/** A tile on this browser's board. */
export const boardTileSchema = z.extend(tileFileSchema, {
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  /** When it was pinned (ms since the epoch). */
  pinnedAt: z.int().check(z.nonnegative()),
  /**
   * Added from a shared link or an imported file rather than pinned here: a tile whose view runs
   * something on the person's behalf (a console query) waits until they ask. Never exported.
   */
  received: z.optional(z.literal(true)),
});
export type BoardTile = z.infer<typeof boardTileSchema>;

/** The board as IndexedDB keeps it. */
export const storedBoardSchema = z.object({
  version: z.literal(1),
  tiles: z.array(boardTileSchema).check(z.maxLength(MAX_TILES)),
});
export type StoredBoard = z.infer<typeof storedBoardSchema>;

/** The tiles of a board as exported, shared or imported. */
export const toBoardFile = (tiles: readonly BoardTile[]): BoardFile => ({
  version: 1,
  tiles: tiles.map(({ url, title, size, details }) => ({ url, title, size, ...(details ? { details } : {}) })),
});
