import { createContext } from 'react';
import type { BoardStore } from './board-store.ts';
import type { TileKindRef } from './tile-match.ts';

/** The board and the registry's tile kinds, provided by the app around every page. */
export interface BoardAccess {
  kinds: readonly TileKindRef[];
  store: BoardStore;
}

export const BoardContext = createContext<BoardAccess | undefined>(undefined);
