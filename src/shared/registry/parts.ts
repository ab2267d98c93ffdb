import type { ComponentType } from 'react';
import type { PageLoader } from '../lib/route-loader.ts';
import type { PaletteSource } from './palette.ts';
import type { TileRenderers } from '../board/tile-types.ts';
import type { ServiceDescriptor } from './descriptor.ts';

type Lazy<T> = () => Promise<T>;
export type LazyComponent = Lazy<{ default: ComponentType }>;

/** The browser half of a slice (its `browser.ts`, made by `sliceParts`): a lazy import of each module its descriptor names. */
export interface AnyServiceParts {
  service: ServiceDescriptor;
  pages: Record<string, { component: LazyComponent; loader?: Lazy<PageLoader> }>;
  status: LazyComponent;
  /** The slice's command-palette entries (saved and recent items, actions). */
  palette?: Lazy<PaletteSource>;
  /** The renderers of the slice's tile kinds, loaded with the board. */
  tiles?: Lazy<TileRenderers>;
}
