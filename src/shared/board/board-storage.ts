import { del, get, set } from 'idb-keyval';
import { indexedDbAvailable, storeOf } from '../storage/database.ts';
import { STORES } from '../storage/stores.ts';
import type { StoredBoard } from './board-schema.ts';

/** Where the board is kept: its store in the app's IndexedDB database in the browser, memory in tests. */
export interface BoardStorage {
  read(): Promise<unknown>;
  write(board: StoredBoard): Promise<void>;
  /** Keeps an unreadable board under another key, so nothing the person made is deleted. */
  setAside(raw: unknown): Promise<void>;
}

const BOARD_KEY = 'board';

/** The board's IndexedDB store, or undefined where IndexedDB is missing. */
export function indexedDbBoardStorage(): BoardStorage | undefined {
  if (!indexedDbAvailable()) return undefined;
  // The database opens on first use: a page that never reads the board opens none.
  const store = () => storeOf(STORES.board);
  return {
    read: () => get(BOARD_KEY, store()),
    write: (board) => set(BOARD_KEY, board, store()),
    setAside: async (raw) => {
      await set(`unreadable-${new Date().toISOString()}`, raw, store());
      await del(BOARD_KEY, store());
    },
  };
}
