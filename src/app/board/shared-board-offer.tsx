import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BoardAccess } from '../../shared/board/board-context.tsx';
import { readBoardFragment } from '../../shared/board/board-link.ts';
import { keepFocusOnRemoval } from '../../shared/lib/focus-after-removal.ts';
import { countOf } from '../../shared/lib/plural.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { describeAdded } from './describe-added.ts';

/**
 * A board shared by link (`/#board=v1.…`): its tiles are listed (titles as text) and added only when
 * the person asks, after their own; a link that is refused says why. Nothing of it runs before then.
 */
export function SharedBoardOffer({ board }: { board: BoardAccess }) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [result, setResult] = useState('');
  const offer = readBoardFragment(hash, board.kinds);
  const close = () => void navigate({ pathname, search, hash: '' }, { replace: true });
  // The offer leaves the page with the button pressed: focus goes on to the board's heading.
  const keepFocus = (control: HTMLElement) => keepFocusOnRemoval(control, { group: null, fallback: () => document.getElementById('board-heading') });

  if (!offer) {
    return result ? (
      <p role="status" className="mb-3 text-sm">
        {result}
      </p>
    ) : null;
  }
  if ('error' in offer) {
    return (
      <div
        role="alert"
        className="mb-4 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
      >
        <p className="font-semibold">This shared board link was not opened.</p>
        <p className="mt-1">{offer.error}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'mt-2')}
          onClick={(event) => {
            keepFocus(event.currentTarget);
            close();
          }}
        >
          Dismiss
        </button>
      </div>
    );
  }
  const add = async () => {
    setResult(`Shared board: ${describeAdded(await board.store.add(offer.tiles))}`);
    close();
  };
  return (
    <section
      aria-labelledby="shared-board-heading"
      className="mb-4 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm dark:border-sky-800 dark:bg-sky-950/40"
    >
      <h2 id="shared-board-heading" className="font-semibold">
        Someone shared a board with {countOf(offer.tiles.length, 'tile', 'tiles')}
      </h2>
      <ul className="mt-1 list-disc pl-5">
        {offer.tiles.map((tile) => (
          <li key={tile.url}>
            {tile.title} <span className="text-muted">({tile.url.length > 60 ? `${tile.url.slice(0, 59)}…` : tile.url})</span>
          </li>
        ))}
      </ul>
      <p className="mt-2">Adding them puts them after your own tiles; nothing of yours is replaced.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={(event) => {
            keepFocus(event.currentTarget);
            void add();
          }}
        >
          Add to my board
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={(event) => {
            keepFocus(event.currentTarget);
            close();
          }}
        >
          Not now
        </button>
      </div>
    </section>
  );
}
