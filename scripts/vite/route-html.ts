import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PARAM_PAGE } from '../../src/shared/lib/page-html.ts';
import { LOADER_MODULE, type ServiceDescriptor } from '../../src/shared/registry/descriptor.ts';
import { sliceModule } from './page-chunks.ts';

/** The HTML file a page's own document is written to: the overview's is index.html itself. */
const OVERVIEW = 'index';

/**
 * The HTML file of a page whose path ends in its only parameter (`colleges/:id`): `colleges/_`,
 * which the server and the service worker serve for `/colleges/<anything>` that has no file of
 * its own. Undefined for a fixed path or a parameter elsewhere.
 */
export function paramPageHtml(path: string): string | undefined {
  const slash = path.lastIndexOf('/');
  const [prefix, last] = [path.slice(0, slash), path.slice(slash + 1)];
  return slash > 0 && last.startsWith(':') && !prefix.includes(':') ? `${prefix}/${PARAM_PAGE}` : undefined;
}

/**
 * The modules a direct visit to each page runs before it can paint: the data layout (query
 * client), the page and its loader module; keyed by the page's HTML file.
 */
export function routeEntryModules(services: readonly ServiceDescriptor[]): Record<string, string[]> {
  const entries: Record<string, string[]> = { [OVERVIEW]: ['src/app/overview/overview-route.tsx'] };
  for (const service of services) {
    for (const page of service.pages) {
      const file = page.path.includes(':') ? paramPageHtml(page.path) : page.path;
      if (file) entries[file] = ['src/app/data-layout.tsx', sliceModule(service, page.module), ...(page.loader ? [sliceModule(service, LOADER_MODULE)] : [])];
    }
  }
  entries.settings = ['src/app/data-layout.tsx', 'src/app/settings/settings-route.tsx'];
  return entries;
}

/**
 * Demo builds: for each page whose largest first paint is its data (`paintsData`), the modules
 * that answer its loader's request in the page (the in-page responder, or the mock service worker
 * when the page's first view is a file only it serves) and the slice's mocks. Preloaded from the
 * page's HTML at low priority, after the page's own code: the first paint does not wait for them,
 * and the page's data does not wait for a second wave of downloads after that paint.
 */
export function demoAnswerModules(services: readonly ServiceDescriptor[]): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const service of services) {
    const answerer = service.demo.needsWorker ? 'src/demo/worker.ts' : 'src/demo/respond.ts';
    for (const page of service.pages) {
      const file = page.path.includes(':') ? paramPageHtml(page.path) : page.path;
      if (file && page.loader && page.paintsData) entries[file] = [answerer, sliceModule(service, service.demo.module)];
    }
  }
  return entries;
}

/**
 * Writes <page>.html beside index.html for each page (`countries/console.html` for
 * /countries/console, `colleges/_.html` for /colleges/:id): the same document plus modulepreload
 * links for that page's chunks, and adds the overview's to index.html. A direct visit then fetches the page's code in
 * parallel with the entry instead of discovering it one import level at a time (each level a
 * round trip), and the entry chunk carries no preload lists. Hosts that serve `/<page>` from
 * `<page>.html` (the production server, Netlify, nginx `try_files $uri $uri.html`) use it; any
 * other path still falls back to index.html.
 */
export function routeHtml(services: readonly ServiceDescriptor[], options: { demo: boolean }): Plugin {
  return {
    name: 'dashboard-route-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      const source = String(html.source);
      /** The chunks these modules need, with their imports, minus what the entry already loads. */
      const chunkFiles = (ids: string[]) => {
        const files = new Set<string>();
        for (const id of ids) {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((moduleId) => moduleId.endsWith(`/${id}`)));
          if (!chunk) this.error(`route-html: no chunk for ${id}`);
          addWithImports(bundle, chunk.fileName, files);
        }
        if (entry) for (const file of [entry.fileName, ...entry.imports]) files.delete(file);
        return files;
      };
      const answers = options.demo ? demoAnswerModules(services) : {};
      for (const [page, modules] of Object.entries(routeEntryModules(services))) {
        const pageFiles = chunkFiles(modules);
        const answerFiles = [...chunkFiles(answers[page] ?? [])].filter((file) => !pageFiles.has(file));
        const links = [
          ...[...pageFiles].map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
          ...answerFiles.map((file) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
        ].join('\n');
        const withLinks = source.replace('</head>', `${links}\n  </head>`);
        if (page === OVERVIEW) html.source = withLinks;
        else this.emitFile({ type: 'asset', fileName: `${page}.html`, source: withLinks });
      }
    },
  };
}

function addWithImports(bundle: OutputBundle, fileName: string, into: Set<string>) {
  const chunk = bundle[fileName];
  if (into.has(fileName) || !chunk || chunk.type !== 'chunk') return;
  into.add(fileName);
  for (const imported of chunk.imports) addWithImports(bundle, imported, into);
}
