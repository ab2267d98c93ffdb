import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import type { ServiceDescriptor } from '../../src/shared/registry/descriptor.ts';
import { sliceModule } from './page-chunks.ts';

/**
 * The modules a direct visit to each top-level page runs before it can paint: the data layout
 * (query client), the page and its loader's prefetch module.
 */
export function routeEntryModules(services: readonly ServiceDescriptor[]): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const service of services) {
    for (const page of service.pages.filter((candidate) => !candidate.path.includes('/'))) {
      entries[page.path] = ['src/app/data-layout.tsx', sliceModule(service, page.module), ...(page.prefetch ? [sliceModule(service, page.prefetch)] : [])];
    }
  }
  entries.settings = ['src/app/data-layout.tsx', 'src/app/settings/settings-route.tsx'];
  return entries;
}

/**
 * Demo builds: a page whose first view shows data also preloads the mock code that answers its
 * first request (in the page, or through the worker for a slice whose replies point at files
 * only the worker serves), so the answer does not wait for a second wave of downloads after the
 * first paint. At low priority, so it does not share the bandwidth of the page's own code and
 * delay the first paint.
 */
function demoAnswerModules(services: readonly ServiceDescriptor[], page: string): string[] {
  const service = services.find((candidate) => candidate.pages.some((entry) => entry.path === page && entry.opensOnData));
  if (!service) return [];
  return [service.demo.needsWorker ? 'src/demo/worker.ts' : 'src/demo/respond.ts', sliceModule(service, service.demo.module)];
}

/**
 * Writes <page>.html beside index.html for each top-level page: the same document plus
 * modulepreload links for that page's chunks. A direct visit then fetches the page's code in
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
      for (const [page, modules] of Object.entries(routeEntryModules(services))) {
        const pageFiles = chunkFiles(modules);
        const answerFiles = [...chunkFiles(options.demo ? demoAnswerModules(services, page) : [])].filter((file) => !pageFiles.has(file));
        const links = [
          ...[...pageFiles].map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
          // After the page's own code: the first paint does not wait for the demo's answers.
          ...answerFiles.map((file) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
        ].join('\n');
        this.emitFile({ type: 'asset', fileName: `${page}.html`, source: source.replace('</head>', `${links}\n  </head>`) });
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
