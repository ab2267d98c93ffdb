// The board's frame, shared by its reserved space (first paint) and the board itself: the same
// sizes, so nothing shifts when the board arrives. Light on purpose: it loads with the overview.

export const BOARD_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** A tile's grid cell: `min-w-0` lets long lines truncate instead of widening the column. */
export const wideClass = (size: string) => (size === 'wide' ? 'min-w-0 sm:col-span-2' : 'min-w-0');

/** The board's header line: its heading and, beside it, what the board can do. */
export const BOARD_HEADER = 'mb-3 flex min-h-9 flex-wrap items-center justify-between gap-2';

/** Every tile is this tall, and its reserved space too, so the board never shifts as tiles fill. */
export const TILE_FRAME = 'flex h-[17rem] flex-col rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-800 dark:bg-zinc-900';

/** What the overview says while nothing is pinned: drawn at first paint, so the page's largest text is there at once. */
export const EMPTY_HINT =
  'Pin a view from its page with “Pin to overview” — a jobs search, a swap pair, a bitcoin currency, a country — and it stays here, live.';

/** The board's small buttons (Import, Export, Copy share link); the reserve keeps the Import button's room. */
export const BOARD_BUTTON = 'min-h-8 px-2.5 py-1 text-xs';
