import type { BoardTile } from './board-schema.ts';
import { toBoardFile } from './board-schema.ts';
import { readBoardFile, type BoardFileRead } from './board-file.ts';
import type { TileKindRef } from './tile-match.ts';

const PREFIX = '#board=v1.';
/** Longer links are refused: browsers, chat apps and mail clients cut them unpredictably. */
export const MAX_BOARD_LINK = 8000;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return undefined;
  try {
    const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/** The fragment that carries a board: `#board=v1.<base64url of the export JSON>`; tiles carry views only, never keys. */
export const boardFragment = (tiles: readonly BoardTile[]) => `${PREFIX}${toBase64Url(JSON.stringify(toBoardFile(tiles)))}`;

/**
 * The board a link's fragment carries: undefined when the fragment carries none, else the tiles
 * or why they are refused (too long, not decodable, not a board, a view this app cannot pin).
 */
export function readBoardFragment(hash: string, kinds: readonly TileKindRef[]): BoardFileRead | undefined {
  if (!hash.startsWith('#board=')) return undefined;
  if (hash.length > MAX_BOARD_LINK)
    return {
      error: `The link is ${hash.length.toLocaleString('en-US')} characters long; a shared board link is at most ${MAX_BOARD_LINK.toLocaleString('en-US')}.`,
    };
  if (!hash.startsWith(PREFIX)) return { error: 'The link was made by another version of this dashboard.' };
  const text = fromBase64Url(hash.slice(PREFIX.length));
  if (text === undefined) return { error: 'The link is damaged: its board cannot be decoded.' };
  return readBoardFile(text, kinds);
}
