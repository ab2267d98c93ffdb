import { useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../ui/button.tsx';
import { MAX_TILE_URL } from './board-schema.ts';
import { tileDetailsSchema, type TileDetails } from './board-schema.ts';
import { defaultTileTitle, keptDetails, matchPin, type PinMatch } from './tile-match.ts';
import { useBoardAccess } from '../hooks/use-board-access.ts';
import { useBoardLayout } from '../hooks/use-board-layout.ts';

/** What a page says about the view it pins: a better first title, and the details its tile needs. */
export interface PinDescription {
  title?: string;
  details?: TileDetails;
}

/**
 * Describes the view being pinned (the canonical match of the URL shown), or undefined when it
 * cannot; it may wait for what it needs (a list still loading).
 */
export type DescribePin = (match: PinMatch) => PinDescription | undefined | Promise<PinDescription | undefined>;

/** The page's title and details for a pin, kept only when the board can store them. */
async function pinnedTile(match: PinMatch, pageTitle: string | undefined, describe: DescribePin | undefined) {
  const described = await Promise.resolve(describe?.(match)).catch(() => undefined);
  const title = described?.title?.trim().slice(0, 80) || defaultTileTitle(match, pageTitle);
  const details = keptDetails(match.kind, described?.details);
  return { url: match.url, title, ...(details && tileDetailsSchema.safeParse(details).success ? { details } : {}) };
}

/**
 * "Pin to overview" on a page whose view a slice declares as a tile kind; "Unpin" once it is on
 * the board. The view pinned is the page's URL as shown now, in its canonical spelling; its
 * first title is the page's, or what the page's `describe` says, which also hands over the
 * details its tile needs.
 */
export function PinButton({ pageTitle, describe }: { pageTitle?: string; describe?: DescribePin }) {
  const board = useBoardAccess();
  const { pathname, search } = useLocation();
  const layout = useBoardLayout(board?.store);
  const match = useMemo(() => (board ? matchPin(board.kinds, `${pathname}${search}`) : undefined), [board, pathname, search]);
  const [said, setSaid] = useState<{ url: string; text: string }>();
  const tooLongId = useId();
  if (!board || !match) return null;
  const pinned = layout.tiles.some((tile) => tile.url === match.url);
  const tooLong = !pinned && match.url.length > MAX_TILE_URL;

  const toggle = async () => {
    if (pinned) {
      await board.store.unpin(match.url);
      setSaid({ url: match.url, text: 'Removed from the overview.' });
    } else {
      await board.store.pin(await pinnedTile(match, pageTitle, describe));
      setSaid({ url: match.url, text: 'Pinned.' });
    }
  };

  // The status line stays in the document to be announced, but out of the flow while it says
  // nothing: an empty item would add a gap before the button, off the page's content edge.
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p role="status" className="text-sm text-soft empty:sr-only">
        {said?.url === match.url && (
          <>
            {said.text}{' '}
            {pinned && (
              <Link to="/" className="text-accent underline underline-offset-2">
                See the overview
              </Link>
            )}
          </>
        )}
      </p>
      {tooLong && (
        <p id={tooLongId} className="text-sm text-soft">
          Too long to pin ({match.url.length.toLocaleString('en-US')} characters, at most {MAX_TILE_URL.toLocaleString('en-US')}).
        </p>
      )}
      <button
        type="button"
        className={buttonClass('secondary', 'whitespace-nowrap')}
        aria-disabled={tooLong || undefined}
        aria-describedby={tooLong ? tooLongId : undefined}
        onClick={() => !tooLong && void toggle()}
      >
        {pinned ? 'Unpin' : 'Pin to overview'}
      </button>
    </div>
  );
}
