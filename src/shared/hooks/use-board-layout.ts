import { useSyncExternalStore } from 'react';
import type { BoardLayout } from '../board/board-layout.ts';
import type { BoardStore } from '../board/board-store.ts';

const EMPTY_LAYOUT: BoardLayout = { tiles: [] };
const nothingToWatch = () => () => undefined;

/** The board's synchronous layout copy (pins and sizes); empty outside the app's provider. */
export function useBoardLayout(store: BoardStore | undefined): BoardLayout {
  return useSyncExternalStore(store?.subscribe ?? nothingToWatch, store?.getLayout ?? (() => EMPTY_LAYOUT));
}
