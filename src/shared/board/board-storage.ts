import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { StoredBoard } from './board-schema.ts';

/** Where the board is kept: IndexedDB in the browser, memory in tests. */
export interface BoardStorage {
  read(): Promise<unknown>;
  write(board: StoredBoard): Promise<void>;
  /** Keeps an unreadable board under another key, so nothing the person made is deleted. */
  setAside(raw: unknown): Promise<void>;
}

const DATABASE = 'dashboard-board';
const BOARD_KEY = 'board';

/** The board's own IndexedDB store, or undefined where IndexedDB is missing or blocked. */
export function indexedDbBoardStorage(): BoardStorage | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  // Opened on first use: a page that never reads the board opens no database.
  let opened: UseStore | undefined;
  const store = () => (opened ??= createStore(DATABASE, 'keyval'));
  return {
    read: () => get(BOARD_KEY, store()),
    write: (board) => set(BOARD_KEY, board, store()),
    setAside: async (raw) => {
      await set(`unreadable-${new Date().toISOString()}`, raw, store());
      await del(BOARD_KEY, store());
    },
  };
}

/** A board kept for this visit only. */
export function memoryBoardStorage(initial?: unknown): BoardStorage & { setAsideValues: unknown[] } {
  let value = initial;
  const setAsideValues: unknown[] = [];
  return {
    setAsideValues,
    read: () => Promise.resolve(value),
    write: (board) => {
      value = structuredClone(board);
      return Promise.resolve();
    },
    setAside: (raw) => {
      setAsideValues.push(raw);
      value = undefined;
      return Promise.resolve();
    },
  };
}
