import { createContext, useContext, useSyncExternalStore } from 'react';
import type { BoardLayout } from './board-layout.ts';
import type { BoardStore } from './board-store.ts';
import type { TileKindRef } from './tile-match.ts';

/** The board and the registry's tile kinds, provided by the app around every page. */
export interface BoardAccess {
  kinds: readonly TileKindRef[];
  store: BoardStore;
}

export const BoardContext = createContext<BoardAccess | undefined>(undefined);

export const useBoardAccess = () => useContext(BoardContext);

const EMPTY_LAYOUT: BoardLayout = { tiles: [] };
const nothingToWatch = () => () => undefined;

/** The board's synchronous layout copy (pins and sizes); empty outside the app's provider. */
export function useBoardLayout(store: BoardStore | undefined): BoardLayout {
  return useSyncExternalStore(store?.subscribe ?? nothingToWatch, store?.getLayout ?? (() => EMPTY_LAYOUT));
}
