import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { LOADER_MODULE, type ServiceDescriptor } from '../../src/shared/registry/descriptor.ts';

interface ModuleGraph {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** A slice's module, as its descriptor names it (relative to the slice folder). */
export const sliceModule = (service: ServiceDescriptor, module: string) => `src/services/${service.id}/${module.replace(/^\.\//, '')}`;
/** Below this size (source bytes) a part shared by a few pages joins the `shared` chunk. */
const OWN_CHUNK_MIN_BYTES = 20_000;
/** Joins a slice id and the id of its `ownChunk` page in a chunk user's name. */
const OWN_PAGE = '+';
const sliceOfUser = (user: string) => user.split(OWN_PAGE)[0]!;

/**
 * A few chunks per page instead of dozens, planned from the service registry: each slice's
 * descriptor names its pages, loader and status modules, so renaming a file changes nothing
 * here (and a module the descriptor names but the slice's browser.ts does not import, or the
 * reverse, fails the build). By default the bundler cuts a chunk for every
 * distinct set of lazy imports that share a module, and a page came in 25-35 files, most under
 * 1 KB: on a phone each wave of requests costs a round trip. Here every module outside the
 * first load (entry and overview) goes to one of:
 *
 * - `<service>-data`: what the service's overview status card needs (fetchers, schemas), which
 *   the overview loads after its first render;
 * - `<service>-loader`: what the route loader needs beyond that (the page's URL parsing, the
 *   countries GraphQL client);
 * - `<service>`: the rest of the service's pages;
 * - `<page id>`: a page its descriptor marks `ownChunk`, with what only it imports, and
 *   `<service>-common` for what it shares with the slice's other pages;
 * - `<service>-board`: the slice's board tiles, with what only they import (shared with the
 *   pages: `<service>-common`);
 * - `shared`: what most pages use (query hooks, zod, shared UI), or `shared-<a>-<b>` for a large
 *   part only a few pages use (the virtualizer of jobs and countries);
 * - `app`: the data layout (query client, persisted cache) and the not-found page;
 * - `settings`: the settings page;
 * - `board`: the overview's board (its tiles come with their slices' `<service>-board`);
 * - nothing (default splitting): modules reached only lazily inside a page, such as the countries
 *   query console, and the demo mode's mocks.
 */
export function pageChunks(services: readonly ServiceDescriptor[]): Plugin {
  let chunkOf: Map<string, string> | undefined;
  return {
    name: 'dashboard-page-chunks',
    apply: 'build',
    buildStart() {
      chunkOf = undefined;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A captured module's imports stay where they are (the entry's in the entry).
              includeDependenciesRecursively: false,
              groups: [
                {
                  debugName: 'pages',
                  name: (id: string, graph: ModuleGraph) => {
                    chunkOf ??= assignChunks(graph, services);
                    return chunkOf.get(id) ?? null;
                  },
                },
              ],
            },
          },
        },
      },
    }),
  };
}

function assignChunks(graph: ModuleGraph, services: readonly ServiceDescriptor[]): Map<string, string> {
  const closure = (start: readonly string[], into = new Set<string>()) => {
    const stack = [...start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (into.has(id)) continue;
      into.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return into;
  };
  const lazyImportsOf = (file: string) => graph.getModuleInfo(resolve(file))?.dynamicallyImportedIds ?? [];

  // Never captured: a captured module's chunk would join the first load.
  const firstLoad = closure([resolve('src/main.tsx'), resolve('src/app/overview/overview-route.tsx')]);
  // The app's own lazy pages, and each slice's pages, loader and status card by its descriptor.
  // The overview's board is a chunk of its own (`board`): the data pages load only its store.
  // /settings is a chunk of its own too (`settings`): the data pages load only the data layout.
  const board = resolve('src/app/board/board-section.tsx');
  const settings = resolve('src/app/settings/settings-route.tsx');
  const roots: [id: string, user: string][] = [...lazyImportsOf('src/app/route-modules.ts'), ...lazyImportsOf('src/app/overview/overview-route.tsx')].map(
    (id) => [id, id === board ? 'board' : id === settings ? 'settings' : 'app'],
  );
  const statusCards = new Set<string>();
  for (const service of services) {
    const declared: [string, string][] = [
      ...service.pages.map((page) => [page.module, page.ownChunk ? `${service.id}${OWN_PAGE}${page.id}` : service.id] as [string, string]),
      ...service.pages.flatMap((page) => (page.loader ? [[LOADER_MODULE, `${service.id}:loader`] as [string, string]] : [])),
      [service.status, `${service.id}:status`],
      ...(service.palette ? [[service.palette, `${service.id}:palette`] as [string, string]] : []),
      // The board's tiles load like a page of their own (`<service>-board`): not with the slice's pages.
      ...(service.tiles ? [[service.tiles.module, `${service.id}${OWN_PAGE}${service.id}-board`] as [string, string]] : []),
    ];
    const resolved = declared.map(([module, user]) => [resolve(sliceModule(service, module)), user] as [string, string]);
    statusCards.add(resolve(sliceModule(service, service.status)));
    const imported = new Set(lazyImportsOf(sliceModule(service, 'browser.ts')));
    const named = new Set(resolved.map(([id]) => id));
    const differ = [...named].filter((id) => !imported.has(id)).concat([...imported].filter((id) => !named.has(id)));
    if (differ.length > 0) throw new Error(`page-chunks: ${service.id}'s descriptor and browser.ts disagree on ${differ.join(', ')}`);
    roots.push(...resolved);
  }
  const users = new Map<string, Set<string>>();
  for (const [root, user] of roots) {
    for (const id of closure([root])) {
      // A status card keeps a chunk of its own: it imports the overview's card frame, which a
      // page visited directly should not have to fetch.
      if (firstLoad.has(id) || statusCards.has(id)) continue;
      if (!users.has(id)) users.set(id, new Set());
      users.get(id)!.add(user);
    }
  }

  // Candidate chunk -> modules; small candidates then fold into a larger one.
  const candidates = new Map<string, string[]>();
  for (const [id, by] of users) {
    const pages = [...new Set([...by].map((user) => user.split(':')[0]!))].sort();
    const [page] = pages as [string];
    const slices = [...new Set(pages.map(sliceOfUser))].sort();
    const [slice] = slices as [string];
    const name =
      // The settings page always loads beside the data layout: what they share stays in `app`.
      slices.join() === 'app,settings'
        ? 'app'
        : slices.length > 1
          ? `shared-${slices.join('-')}`
          : slice === 'app'
            ? 'app'
            : by.has(`${slice}:status`)
              ? `${slice}-data`
              : by.has(`${slice}:loader`)
                ? `${slice}-loader`
                : pages.length > 1
                  ? `${slice}-common`
                  : page.includes(OWN_PAGE)
                    ? page.split(OWN_PAGE)[1]!
                    : slice;
    candidates.set(name, [...(candidates.get(name) ?? []), id]);
  }
  const bytesOf = (ids: string[]) => ids.reduce((total, id) => total + (graph.getModuleInfo(id)?.code?.length ?? 0), 0);
  const chunks = new Map<string, string>();
  for (const [name, ids] of candidates) {
    const small = bytesOf(ids) < OWN_CHUNK_MIN_BYTES;
    // A few pages' shared code goes to `shared` unless large. A loader's own part stays apart
    // however small: the overview loads the data part for its status card and would otherwise
    // evaluate each page's URL parsing and search schemas as well.
    const target = name.startsWith('shared-') && (small || name.split('-').length > 4) ? 'shared' : name;
    for (const id of ids) chunks.set(id, target);
  }
  return chunks;
}
