import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BoardTile as Tile } from '../../shared/board/board-schema.ts';
import { isPlaceholderTitle, matchPin } from '../../shared/board/tile-match.ts';
import { UndoToast } from '../../shared/ui/undo-toast.tsx';
import { useUndoableDelete } from '../../shared/hooks/use-undoable-delete.ts';
import { BoardReserve } from './board-reserve.tsx';
import { BOARD_GRID, BOARD_HEADER, EMPTY_HINT, wideClass } from './board-frame.ts';
import { BoardTile, type RenameDraft, type TileActions } from './board-tile.tsx';
import { BoardTransfer } from './board-transfer.tsx';
import { SharedBoardOffer } from './shared-board-offer.tsx';
import { boardAccess } from './board-access.ts';
import { PlainDragHandle } from './drag-handle.tsx';
import { tileControl } from './tile-control.ts';

// Drag and drop loads when a person first reaches for a handle; Move earlier / Move later need none of it.
const SortableBoard = lazy(() => import('./sortable-board.tsx'));

/** Focus stays on the control that moved a tile: the tile's new place re-renders its buttons. */
function focusAfterMove(tileId: string, control: 'earlier' | 'later') {
  requestAnimationFrame(() => tileControl(tileId, control)?.focus());
}

/**
 * The person's board on the overview: pinned views as live tiles in their order, arranged with
 * Move earlier / Move later (and by drag and drop), sized, renamed, removed with Undo, exported,
 * imported and shared by link. Loaded after the overview's first paint.
 */
export default function BoardSection() {
  const board = boardAccess;
  const { store, kinds } = board;
  const state = store.useBoard();
  const { remove, toast } = useUndoableDelete();
  const [said, setSaid] = useState('');
  // Set when a pointer first reaches for a handle: the sortable board replaces the plain list.
  const [dragLoaded, setDragLoaded] = useState(false);
  const [renaming, setRenaming] = useState<{ tileId: string; draft: string }>();
  useEffect(() => void store.load(), [store]);
  const matches = useMemo(() => new Map(state.tiles.map((tile) => [tile.id, matchPin(kinds, tile.url)])), [state.tiles, kinds]);

  if (!state.loaded) return <BoardReserve />;
  const count = state.tiles.length;

  const actionsFor = (tile: Tile, position: number): TileActions => ({
    move: (delta) => {
      void store.moveTo(tile.id, position + delta).then(() => {
        setSaid(`Moved “${tile.title}” to place ${position + delta + 1} of ${count}.`);
        focusAfterMove(tile.id, delta < 0 ? 'earlier' : 'later');
      });
    },
    toggleWide: () => {
      const size = tile.size === 'wide' ? 'small' : 'wide';
      void store.resize(tile.id, size).then(() => setSaid(`“${tile.title}” is now ${size}.`));
    },
    startRename: () => setRenaming({ tileId: tile.id, draft: tile.title }),
    confirm: () => void store.confirm(tile.id),
    titleFromData: (title) => {
      const match = matches.get(tile.id);
      if (match && title.trim() && isPlaceholderTitle(match, tile.title)) void store.rename(tile.id, title);
    },
    remove: () =>
      remove({
        message: `Removed “${tile.title}” from the board.`,
        apply: () => {
          void store.remove(tile.id);
          return () => void store.restore(tile, position);
        },
        // Back on the board, the tile's own Remove button has focus, as before it was removed.
        focusAfterUndo: () => tileControl(tile.id, 'remove'),
        focusAfterClose: () => document.querySelector<HTMLElement>('#board-heading'),
      }),
  });

  const renameDraft = (tile: Tile): RenameDraft | undefined =>
    renaming?.tileId === tile.id
      ? {
          draft: renaming.draft,
          change: (draft) => setRenaming({ tileId: tile.id, draft }),
          done: (title) => {
            setRenaming(undefined);
            if (title !== undefined) void store.rename(tile.id, title).then(() => setSaid(`Renamed to “${title}”.`));
          },
        }
      : undefined;
  const renderTile = (tile: Tile, position: number, handle: ReactNode) => (
    <BoardTile
      tile={tile}
      match={matches.get(tile.id)}
      position={position}
      count={count}
      actions={actionsFor(tile, position)}
      handle={handle}
      rename={renameDraft(tile)}
    />
  );
  const plainList = (
    <ol className={BOARD_GRID}>
      {state.tiles.map((tile, position) => (
        <li key={tile.id} data-tile={tile.id} className={wideClass(tile.size)}>
          {renderTile(tile, position, count > 1 && <PlainDragHandle reach={() => setDragLoaded(true)} />)}
        </li>
      ))}
    </ol>
  );
  const sortableList = (
    <SortableBoard
      tiles={state.tiles}
      renderTile={renderTile}
      onMove={(id, to) => {
        const tile = state.tiles.find((candidate) => candidate.id === id);
        void store.moveTo(id, to).then(() => setSaid(`Moved “${tile?.title ?? 'the tile'}” to place ${to + 1} of ${count}.`));
      }}
    />
  );

  return (
    <section aria-labelledby="board-heading" className={count > 0 ? 'mb-8' : 'mb-5'}>
      <SharedBoardOffer board={board} />
      {state.notice && (
        <p
          role="alert"
          className="mb-3 rounded-md border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {state.notice}{' '}
          <button type="button" className="underline underline-offset-2" onClick={store.dismissNotice}>
            Dismiss
          </button>
        </p>
      )}
      <div className={BOARD_HEADER}>
        {count > 0 ? (
          <h2 id="board-heading" tabIndex={-1} className="text-lg font-semibold">
            Your board
          </h2>
        ) : (
          <p id="board-heading" tabIndex={-1} className="min-w-0 flex-1 text-sm text-soft">
            {EMPTY_HINT}
          </p>
        )}
        <BoardTransfer board={board} tiles={state.tiles} />
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
      {count > 0 && (dragLoaded ? <Suspense fallback={plainList}>{sortableList}</Suspense> : plainList)}
      <UndoToast {...toast} />
    </section>
  );
}
