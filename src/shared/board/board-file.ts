import { boardFileSchema, type BoardTile, type TileFile, toBoardFile } from './board-schema.ts';
import { keptDetails, matchPin, type TileKindRef } from './tile-match.ts';

export type BoardFileRead = { tiles: TileFile[] } | { error: string };

/** The first thing wrong with a parsed file, in words. */
function firstProblem(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  if (!issue) return 'its contents are not a board';
  const where = issue.path.length > 0 ? ` at ${issue.path.map(String).join('.')}` : '';
  return `${issue.message}${where}`;
}

/**
 * Reads a board export or a shared board: untrusted input. Refused whole, with the reason, when it
 * is not JSON, not the board format, or names a view that is not a pinnable page of this app (an
 * outside address included); accepted tiles carry their canonical URL and only the details their
 * kind declares.
 */
export function readBoardFile(text: string, kinds: readonly TileKindRef[]): BoardFileRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'It is not JSON.' };
  }
  const checked = boardFileSchema.safeParse(parsed);
  if (!checked.success) return { error: `It is not a board of this dashboard: ${firstProblem(checked.error.issues)}.` };
  const tiles: TileFile[] = [];
  for (const tile of checked.data.tiles) {
    const match = matchPin(kinds, tile.url);
    if (!match) return { error: `“${tile.url.slice(0, 80)}” is not a view this dashboard can pin.` };
    const { details, ...view } = tile;
    const kept = keptDetails(match.kind, details);
    tiles.push({ ...view, url: match.url, ...(kept ? { details: kept } : {}) });
  }
  return { tiles };
}

/** The JSON a board exports: the same format it imports and shares. */
export const boardFileText = (tiles: readonly BoardTile[]) => `${JSON.stringify(toBoardFile(tiles), null, 2)}\n`;
