/** The controls every tile carries, marked `data-tile-control` so focus can find them after a change redraws the tile. */
export type TileControl = 'earlier' | 'later' | 'rename' | 'remove';

/** A tile's control on the page now (the tile may have been drawn anew, or moved, since it was pressed). */
export const tileControl = (tileId: string, control: TileControl) =>
  document.querySelector<HTMLElement>(`[data-tile="${CSS.escape(tileId)}"] [data-tile-control="${control}"]`);
