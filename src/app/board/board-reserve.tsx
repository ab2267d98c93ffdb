import { readBoardLayout } from '../../shared/board/board-layout.ts';
import { BOARD_GRID, BOARD_HEADER, TILE_FRAME, wideClass } from './board-frame.ts';

/**
 * The board's space before its code and its IndexedDB copy arrive, from the synchronous layout
 * copy (how many tiles, which are wide): the cards below it do not move when the board appears.
 */
export function BoardReserve() {
  const { tiles } = readBoardLayout();
  if (tiles.length === 0) return <p className="mb-5 min-h-10 text-sm text-zinc-700 dark:text-zinc-300" aria-hidden="true" />;
  return (
    <div className="mb-8" aria-hidden="true">
      <div className={BOARD_HEADER}>
        <p className="text-lg font-semibold">Your board</p>
      </div>
      <ul className={BOARD_GRID}>
        {tiles.map((tile, index) => (
          <li key={index} className={wideClass(tile.size)}>
            <div className={TILE_FRAME} />
          </li>
        ))}
      </ul>
    </div>
  );
}
