import type { BoardStorage } from '../shared/board/board-storage.ts';

/** A board kept in memory, for tests: what the store set aside is in `setAsideValues`. */
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
