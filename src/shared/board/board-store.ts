import { useSyncExternalStore } from 'react';
import { localStore } from '../storage/web-storage.ts';
import { BOARD_LAYOUT_KEY, layoutOf, readBoardLayout, writeBoardLayout, type BoardLayout } from './board-layout.ts';
import { MAX_TILE_URL, MAX_TILES, storedBoardSchema, type BoardTile, type TileDetails, type TileFile, type TileSize } from './board-schema.ts';
import type { BoardStorage } from './board-storage.ts';

export interface BoardState {
  /** False until the board has been read from storage. */
  loaded: boolean;
  tiles: readonly BoardTile[];
  /** Something the person should know about their board (set aside, not saved). */
  notice?: string;
}

export interface AddedTiles {
  added: number;
  /** Already on the board (the same view). */
  duplicates: number;
  /** Left out: the board was full. */
  overLimit: number;
}

const withoutReceived = ({ received: _received, ...tile }: BoardTile): BoardTile => tile;

const newId = () =>
  typeof globalThis.crypto?.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The person's board: pinned views in their order, with titles and sizes. Read once from its
 * storage (validated: an unreadable board is set aside with a notice, never shown blank), kept
 * in memory, written back after every change. Its layout is derived from it into localStorage
 * (after every load and change), where it reads synchronously; other tabs follow through that
 * copy's storage event.
 */
export function createBoardStore({ storage, now = Date.now }: { storage: BoardStorage | undefined; now?: () => number }) {
  const listeners = new Set<() => void>();
  let state: BoardState = { loaded: false, tiles: [] };
  let layout: BoardLayout = readBoardLayout();
  let loading: Promise<void> | undefined;
  let writes = Promise.resolve();

  const emit = (next: BoardState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  /** Whether the last read got an answer from storage (the layout is then derived from it). */
  let readFromStorage = false;
  const read = async (): Promise<BoardState> => {
    readFromStorage = false;
    if (!storage) return { loaded: true, tiles: [], notice: 'This browser does not let the dashboard keep a board: pins last until the tab is closed.' };
    let raw: unknown;
    try {
      raw = await storage.read();
      readFromStorage = true;
    } catch {
      return { loaded: true, tiles: [], notice: 'Your board could not be read from this browser’s storage; pins made now last until the tab is closed.' };
    }
    if (raw === undefined) return { loaded: true, tiles: [] };
    const checked = storedBoardSchema.safeParse(raw);
    if (checked.success) return { loaded: true, tiles: checked.data.tiles };
    await storage.setAside(raw).catch(() => undefined);
    return { loaded: true, tiles: [], notice: 'Your saved board could not be read, so it was set aside in this browser’s storage and a new one started.' };
  };

  /** Reads the board from storage once (again after another tab changed it). */
  const load = (force = false): Promise<void> => {
    if (!loading || force) {
      loading = read().then((next) => {
        layout = layoutOf(next.tiles);
        // A copy left stale (storage cleared, edited, a failed write) is made right from the board.
        if (readFromStorage) writeBoardLayout(layout);
        emit({ ...next, notice: next.notice ?? (force ? state.notice : undefined) });
      });
    }
    return loading;
  };

  const save = (tiles: readonly BoardTile[]) => {
    layout = layoutOf(tiles);
    writeBoardLayout(layout);
    writes = writes
      .then(() => storage?.write({ version: 1, tiles: [...tiles] }))
      .catch(() => emit({ ...state, notice: 'The last change to your board could not be saved in this browser; it lasts until the tab is closed.' }));
    return writes;
  };

  /** Applies a change once the board is loaded. */
  const change = async (update: (tiles: readonly BoardTile[]) => readonly BoardTile[]) => {
    await load();
    const tiles = update(state.tiles);
    if (tiles === state.tiles) return;
    emit({ ...state, tiles });
    await save(tiles);
  };

  const onOtherTabChange = () => {
    layout = readBoardLayout();
    if (state.loaded) void load(true);
    else listeners.forEach((listener) => listener());
  };

  let stopFollowing: (() => void) | undefined;
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) stopFollowing = localStore.onOtherTabChange(BOARD_LAYOUT_KEY, onOtherTabChange);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) stopFollowing?.();
    };
  };

  const getState = () => state;
  const getLayout = () => layout;

  return {
    load,
    getState,
    getLayout,
    subscribe,
    useBoard: () => useSyncExternalStore(subscribe, getState, getState),
    /** True when this canonical view is pinned, from the synchronous layout copy. */
    isPinned: (url: string) => layout.tiles.some((tile) => tile.url === url),

    /** Pins a view (its canonical URL, with its kind's details) at the end of the board; pinning it again, or a view too long to keep, does nothing. */
    pin: (tile: { url: string; title: string; size?: TileSize; details?: TileDetails }) =>
      change((tiles) =>
        tiles.some((existing) => existing.url === tile.url) || tiles.length >= MAX_TILES || tile.url.length > MAX_TILE_URL
          ? tiles
          : [
              ...tiles,
              {
                id: newId(),
                url: tile.url,
                title: tile.title,
                size: tile.size ?? 'small',
                pinnedAt: now(),
                ...(tile.details ? { details: tile.details } : {}),
              },
            ],
      ),
    unpin: (url: string) => change((tiles) => tiles.filter((tile) => tile.url !== url)),

    /** Removes a tile; `restore` puts it back in its place (Undo). */
    remove: (id: string) => change((tiles) => tiles.filter((tile) => tile.id !== id)),
    restore: (tile: BoardTile, index: number) =>
      change((tiles) => (tiles.some((other) => other.url === tile.url) ? tiles : [...tiles.slice(0, index), tile, ...tiles.slice(index)])),
    /** Moves a tile to another place in the order. */
    moveTo: (id: string, target: number) =>
      change((tiles) => {
        const from = tiles.findIndex((tile) => tile.id === id);
        if (from < 0) return tiles;
        const to = Math.max(0, Math.min(tiles.length - 1, target));
        const next = [...tiles];
        next.splice(to, 0, ...next.splice(from, 1));
        return next;
      }),
    resize: (id: string, size: TileSize) => change((tiles) => tiles.map((tile) => (tile.id === id ? { ...tile, size } : tile))),
    rename: (id: string, title: string) =>
      change((tiles) => tiles.map((tile) => (tile.id === id && title.trim() ? { ...tile, title: title.trim().slice(0, 120) } : tile))),
    /** The person asked a received tile to run: from now on it behaves as their own pin. */
    confirm: (id: string) =>
      change((tiles) => (tiles.some((tile) => tile.id === id && tile.received) ? tiles.map((tile) => (tile.id === id ? withoutReceived(tile) : tile)) : tiles)),
    dismissNotice: () => emit({ ...state, notice: undefined }),

    /**
     * Adds imported or shared tiles after the person's own, never replacing them; the same view is
     * not added twice. Each is marked received, so nothing it would run starts before the person asks.
     */
    add: async (incoming: readonly TileFile[]): Promise<AddedTiles> => {
      await load();
      const counts: AddedTiles = { added: 0, duplicates: 0, overLimit: 0 };
      await change((tiles) => {
        const next = [...tiles];
        for (const tile of incoming) {
          if (next.some((existing) => existing.url === tile.url)) counts.duplicates += 1;
          else if (next.length >= MAX_TILES) counts.overLimit += 1;
          else {
            next.push({
              url: tile.url,
              title: tile.title,
              size: tile.size,
              ...(tile.details ? { details: tile.details } : {}),
              id: newId(),
              pinnedAt: now(),
              received: true,
            });
            counts.added += 1;
          }
        }
        return next;
      });
      return counts;
    },
  };
}

export type BoardStore = ReturnType<typeof createBoardStore>;
