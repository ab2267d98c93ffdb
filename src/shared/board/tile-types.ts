import type { ComponentType } from 'react';
import type { TileSize } from './board-schema.ts';

/** What a slice's tile renderer gets: the pinned view, already matched to one of its tile kinds. */
export interface TileProps {
  /** The pinned view's canonical path and query string. */
  url: string;
  /** The view's query string (only the names its kind declares). */
  search: URLSearchParams;
  /** The route's parameters (`:code` of `countries/:code`). */
  params: Readonly<Record<string, string>>;
  size: TileSize;
  /** The details the page handed to the pin (only the names the kind declares; untrusted: check them, draw them as text). */
  details: Readonly<Record<string, string>>;
  /** Added from a shared link or an import and not yet asked to run (see `BoardTile.received`). */
  received?: boolean;
  /** The person asked a received tile to run: it becomes theirs. */
  confirm?: () => void;
  /**
   * The view's name as its data gives it (`Japan (JP)`), called once the data arrives: a tile still
   * titled by its address alone takes it (see `isPlaceholderTitle`).
   */
  titleFromData?: (title: string) => void;
}

/** A slice's tiles module: one renderer per tile kind id its descriptor declares. */
export type TileRenderers = Readonly<Record<string, ComponentType<TileProps>>>;
