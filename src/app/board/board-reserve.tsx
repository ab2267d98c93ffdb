import { readBoardLayout } from '../../shared/board/board-layout.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { BOARD_BUTTON, BOARD_GRID, BOARD_HEADER, EMPTY_HINT, TILE_FRAME, wideClass } from './board-frame.ts';

/**
 * The board's space before its code and its IndexedDB copy arrive, from the synchronous layout
 * copy (how many tiles, which are wide): the cards below it do not move when the board appears.
 */
export function BoardReserve() {
  const { tiles } = readBoardLayout();
  if (tiles.length === 0) {
    return (
      <div className="mb-5">
        <div className={BOARD_HEADER}>
          <p className="min-w-0 flex-1 text-sm text-soft">{EMPTY_HINT}</p>
          <span aria-hidden="true" className={`invisible ${buttonClass('secondary', BOARD_BUTTON)}`}>
            Import a board
          </span>
        </div>
      </div>
    );
  }
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
