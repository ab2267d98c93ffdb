import type { PageLoader } from '../lib/route-loader.ts';
import type { TileRenderers } from '../board/tile-types.ts';
import { LOADER_MODULE, type ServiceDescriptor } from './descriptor.ts';
import type { PaletteSource } from './palette.ts';
import type { AnyServiceParts, LazyComponent } from './parts.ts';

/** A slice folder's modules as `import.meta.glob` finds them from its `browser.ts`: './route.tsx' → its lazy import. */
export type SliceModules = Record<string, () => Promise<unknown>>;

/**
 * A slice's browser half, made from its descriptor: each module the descriptor names, imported
 * lazily, and the export the app reads from it. A path the descriptor names that is not in the
 * slice folder stops the app at start-up (and the registry's test); a named export that is
 * missing fails the import that wants it.
 */
export function sliceParts(service: ServiceDescriptor, modules: SliceModules): AnyServiceParts {
  const moduleAt = (path: string) => {
    const load = modules[path];
    if (!load) throw new Error(`The service "${service.id}" names ${path}, which is not a module in its folder`);
    return load as () => Promise<Record<string, unknown>>;
  };
  const exported = <T>(path: string, name: string) => {
    const load = moduleAt(path);
    return () =>
      load().then((module) => {
        if (!(name in module)) throw new Error(`${path} of the service "${service.id}" has no export "${name}"`);
        return module[name] as T;
      });
  };
  return {
    service,
    pages: Object.fromEntries(
      service.pages.map((page) => [
        page.id,
        { component: moduleAt(page.module) as LazyComponent, loader: page.loader ? exported<PageLoader>(LOADER_MODULE, page.loader) : undefined },
      ]),
    ),
    status: moduleAt(service.status) as LazyComponent,
    palette: service.palette ? exported<PaletteSource>(service.palette, 'palette') : undefined,
    tiles: service.tiles ? exported<TileRenderers>(service.tiles.module, 'tiles') : undefined,
  };
}
