import type { RequestHandler, WebSocketHandler } from 'msw';
import type { ComponentType } from 'react';
import type { PageLoader } from '../lib/route-loader.ts';
import type { PaletteSource } from './palette.ts';
import type { TileRenderers } from '../board/tile-types.ts';
import type { PageDescriptor, ServiceDescriptor } from './descriptor.ts';

type Lazy<T> = () => Promise<T>;
export type LazyComponent = Lazy<{ default: ComponentType }>;

/** A page's code, and its loader when the descriptor names a loader module. */
export type PageParts<P extends PageDescriptor> = { component: LazyComponent } & (P extends { loader: string }
  ? { loader: Lazy<PageLoader> }
  : { loader?: never });

/**
 * The browser half of a slice (its `browser.ts`): lazy imports only, one per module its
 * descriptor names. `satisfies ServiceParts<typeof descriptor>` fails to compile when a page,
 * a loader, the status card or the demo handlers are missing.
 */
export type ServiceParts<S extends ServiceDescriptor> = {
  service: S;
  pages: { [P in S['pages'][number] as P['id']]: PageParts<P> };
  status: LazyComponent;
  /** Present in demo builds only, so other builds carry no mock code. */
  demoHandlers: Lazy<RequestHandler[]> | undefined;
  /** A slice with a WebSocket upstream: its simulated feed, given to the demo worker when a page first opens a socket (demo builds only). */
  demoSocketHandlers?: Lazy<WebSocketHandler[]>;
} & (S extends { palette: string }
  ? { /** The slice's command-palette entries (saved and recent items, actions). */ palette: Lazy<PaletteSource> }
  : { palette?: never }) &
  (S extends { tiles: object } ? { /** The renderers of the slice's tile kinds, loaded with the board. */ tiles: Lazy<TileRenderers> } : { tiles?: never });

/** Any slice's browser half, as the app holds them side by side. */
export interface AnyServiceParts {
  service: ServiceDescriptor;
  pages: Record<string, { component: LazyComponent; loader?: Lazy<PageLoader> }>;
  status: LazyComponent;
  demoHandlers: Lazy<RequestHandler[]> | undefined;
  demoSocketHandlers?: Lazy<WebSocketHandler[]>;
  palette?: Lazy<PaletteSource>;
  tiles?: Lazy<TileRenderers>;
}
