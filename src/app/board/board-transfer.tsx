import { useId, useRef, useState } from 'react';
import { boardFileText, readBoardFile } from '../../shared/board/board-file.ts';
import { boardFragment, MAX_BOARD_LINK } from '../../shared/board/board-link.ts';
import type { BoardAccess } from '../../shared/board/board-context.tsx';
import type { BoardTile } from '../../shared/board/board-schema.ts';
import { downloadText } from '../../shared/lib/csv.ts';
import { countOf } from '../../shared/lib/plural.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { describeAdded } from './describe-added.ts';
import { BOARD_BUTTON } from './board-frame.ts';

const small = buttonClass('secondary', BOARD_BUTTON);

/** Files larger than any board of 50 tiles are refused before they are read. */
const MAX_IMPORT_BYTES = 512 * 1024;

/** Export the board as JSON, import one (added after the person's tiles), or copy a link that carries it. */
export function BoardTransfer({ board, tiles }: { board: BoardAccess; tiles: readonly BoardTile[] }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [message, setMessage] = useState('');

  const exportBoard = () => {
    downloadText('dashboard-board.json', 'application/json', boardFileText(tiles));
    setMessage(`Exported ${countOf(tiles.length, 'tile', 'tiles')} as dashboard-board.json.`);
  };

  const importBoard = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_BYTES) return setMessage(`“${file.name}” was not imported: it is larger than a board export can be.`);
    const read = readBoardFile(await file.text(), board.kinds);
    if ('error' in read) return setMessage(`“${file.name}” was not imported. ${read.error}`);
    setMessage(`From “${file.name}”: ${describeAdded(await board.store.add(read.tiles))}`);
  };

  const copyLink = async () => {
    const link = `${window.location.origin}/${boardFragment(tiles)}`;
    const fragmentLength = link.length - window.location.origin.length - 1;
    if (fragmentLength > MAX_BOARD_LINK) {
      return setMessage(
        `This board is too large for a link (${fragmentLength.toLocaleString('en-US')} characters, at most ${MAX_BOARD_LINK.toLocaleString('en-US')}): export it as a file instead.`,
      );
    }
    try {
      await navigator.clipboard.writeText(link);
      setMessage('Link copied. It carries the tiles’ views and titles, never keys or private share links.');
    } catch {
      setMessage('The link could not be copied: this browser did not allow it.');
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-1.5">
      <p role="status" className="basis-full text-right text-sm text-zinc-700 empty:hidden dark:text-zinc-300">
        {message}
      </p>
      {tiles.length > 0 && (
        <>
          <button type="button" className={small} onClick={() => void copyLink()}>
            Copy share link
          </button>
          <button type="button" className={small} onClick={exportBoard}>
            Export
          </button>
        </>
      )}
      <input
        ref={fileInput}
        id={inputId}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          void importBoard(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <button type="button" className={small} onClick={() => fileInput.current?.click()}>
        Import a board
      </button>
    </div>
  );
}
