import { Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { BoardTile as Tile } from '../../shared/board/board-schema.ts';
import { MAX_TITLE } from '../../shared/board/board-schema.ts';
import { keptDetails, type PinMatch } from '../../shared/board/tile-match.ts';
import { keepFocusOnRemoval } from '../../shared/lib/focus-after-removal.ts';
import { useNearScreen } from '../../shared/hooks/use-near-screen.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { Skeleton, SkeletonGroup } from '../../shared/ui/skeleton.tsx';
import { isChunkLoadError, RouteErrorBoundary } from '../route-error-boundary.tsx';
import { TileBody } from './tile-body.tsx';
import { TILE_FRAME } from './board-frame.ts';
import { tileControl } from './tile-control.ts';

const small = buttonClass('ghost', 'min-h-8 px-2 py-1 text-xs');

export interface TileActions {
  move: (delta: -1 | 1) => void;
  toggleWide: () => void;
  startRename: () => void;
  remove: () => void;
  /** A received tile was asked to run (see `BoardTile.received`). */
  confirm: () => void;
  /** The tile's data names its view (see `TileProps.titleFromData`). */
  titleFromData: (title: string) => void;
}

type BodyActions = Pick<TileActions, 'confirm' | 'titleFromData'>;

const bodySkeleton = (
  <SkeletonGroup className="space-y-2">
    <Skeleton className="h-6 w-1/2" />
    <Skeleton className="h-4 w-3/4" />
  </SkeletonGroup>
);

const NO_DETAILS: Readonly<Record<string, string>> = {};

const tileFailed = (error: unknown) => (
  <p role="alert" className="text-sm">
    {isChunkLoadError(error) ? 'This tile’s code could not be downloaded. Reload to try again.' : 'This tile could not be drawn.'}
  </p>
);

/**
 * Tiles from this place on draw their bodies (and ask for their data) only once they are near the
 * screen: a board of fifty tiles opens as fast as one of twelve, and spends no requests on tiles no
 * one scrolled to. A board of up to twelve tiles draws them all at once.
 */
export const EAGER_TILES = 12;

/** The tile's body, drawn once it is near the screen (see EAGER_TILES). */
function NearScreenBody({ tile, match, eager, actions }: { tile: Tile; match: PinMatch | undefined; eager: boolean; actions: BodyActions }) {
  // Once drawn, a tile stays drawn when a move takes it past the eager places.
  const { ref, near } = useNearScreen(eager);
  if (near) return <Body tile={tile} match={match} actions={actions} />;
  return (
    <div ref={ref} className="flex-1">
      {bodySkeleton}
    </div>
  );
}

/** The tile's body: its slice draws it from the pinned view; a view that no longer reads says so. */
function Body({ tile, match, actions }: { tile: Tile; match: PinMatch | undefined; actions: BodyActions }) {
  if (!match) {
    return (
      <p className="text-sm">
        This pinned address is not a view the dashboard can show any more ({tile.url.slice(0, 80)}).{' '}
        <Link to={tile.url} className="text-accent underline underline-offset-2">
          Open the page
        </Link>
      </p>
    );
  }
  return (
    <RouteErrorBoundary fallback={tileFailed}>
      <Suspense fallback={bodySkeleton}>
        <TileBody
          serviceId={match.serviceId}
          kindId={match.kind.id}
          url={match.url}
          search={match.search}
          params={match.params}
          size={tile.size}
          details={keptDetails(match.kind, tile.details) ?? NO_DETAILS}
          received={tile.received === true}
          confirm={actions.confirm}
          titleFromData={actions.titleFromData}
        />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A rename under way: the draft lives with the board, so a tile drawn anew (drag and drop arriving) keeps it. */
export interface RenameDraft {
  draft: string;
  change: (draft: string) => void;
  /** Saves the title (the old one when the draft is blank), or, without one, keeps the old title. */
  done: (title?: string) => void;
}

function RenameForm({ tileId, title, rename }: { tileId: string; title: string; rename: RenameDraft }) {
  const inputId = useId();
  // The form leaves the page as it closes: focus goes back to the tile's Rename button.
  const close = (control: HTMLElement, saved?: string) => {
    keepFocusOnRemoval(control, { group: null, fallback: () => tileControl(tileId, 'rename') });
    rename.done(saved);
  };
  return (
    <form
      className="flex min-w-0 flex-1 items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        close(event.currentTarget, rename.draft.trim() || title);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Tile title
      </label>
      <input
        id={inputId}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the person asked to rename this tile: typing goes here
        autoFocus
        value={rename.draft}
        maxLength={MAX_TITLE}
        onChange={(event) => rename.change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          close(event.currentTarget);
        }}
        className="min-w-0 flex-1 rounded-md border border-zinc-300 bg-white px-2 py-1 text-sm dark:border-zinc-600 dark:bg-zinc-950"
      />
      <button type="submit" className={small}>
        Save
      </button>
    </form>
  );
}

/**
 * One pinned view: an article whose heading links to the full page, the slice's live drawing,
 * and the controls that arrange it. `handle` is the drag handle when drag and drop is loaded.
 */
export function BoardTile({
  tile,
  match,
  position,
  count,
  actions,
  handle,
  rename,
}: {
  tile: Tile;
  match: PinMatch | undefined;
  position: number;
  count: number;
  actions: TileActions;
  handle?: ReactNode;
  /** Set while the person renames this tile. */
  rename?: RenameDraft;
}) {
  const headingId = useId();
  const wide = tile.size === 'wide';
  return (
    <article aria-labelledby={headingId} className={TILE_FRAME}>
      <div className="flex min-h-8 items-center gap-1">
        {handle}
        {rename ? (
          <RenameForm tileId={tile.id} title={tile.title} rename={rename} />
        ) : (
          <h3 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold">
            <Link to={tile.url} className="hover:underline" title={tile.title}>
              {tile.title}
            </Link>
          </h3>
        )}
      </div>
      <div className="mt-1 flex min-h-0 flex-1 flex-col overflow-hidden">
        <NearScreenBody tile={tile} match={match} eager={position < EAGER_TILES} actions={actions} />
      </div>
      <div
        className="mt-2 flex flex-wrap items-center gap-1 border-t border-zinc-200 pt-2 dark:border-zinc-800"
        aria-label={`Arrange “${tile.title}”`}
        role="group"
      >
        <button
          type="button"
          className={small}
          data-tile-control="earlier"
          aria-label="Move earlier"
          aria-disabled={position === 0}
          onClick={() => position > 0 && actions.move(-1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className={small}
          data-tile-control="later"
          aria-label="Move later"
          aria-disabled={position === count - 1}
          onClick={() => position < count - 1 && actions.move(1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button type="button" className={small} aria-pressed={wide} onClick={actions.toggleWide}>
          Wide
        </button>
        <button type="button" className={small} data-tile-control="rename" onClick={actions.startRename} disabled={rename !== undefined}>
          Rename
        </button>
        <button type="button" className={`${small} ml-auto`} data-tile-control="remove" onClick={actions.remove}>
          Remove
        </button>
      </div>
    </article>
  );
}
