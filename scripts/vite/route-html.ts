import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The modules a direct visit to each top-level page runs before it can paint: the data layout
 * (query client), the page and its loader's prefetch module.
 */
export const routeEntryModules: Record<string, string[]> = {
  colleges: ['src/app/data-layout.tsx', 'src/services/colleges/route.tsx', 'src/services/colleges/prefetch.ts'],
  jobs: ['src/app/data-layout.tsx', 'src/services/jobs/route.tsx', 'src/services/jobs/prefetch.ts'],
  swap: ['src/app/data-layout.tsx', 'src/services/swap/route.tsx'],
  upload: ['src/app/data-layout.tsx', 'src/services/upload/route.tsx'],
  countries: ['src/app/data-layout.tsx', 'src/services/countries/route.tsx', 'src/services/countries/prefetch.ts'],
  bpi: ['src/app/data-layout.tsx', 'src/services/bpi/route.tsx', 'src/services/bpi/prefetch.ts'],
  coffee: ['src/app/data-layout.tsx', 'src/services/coffee/route.tsx'],
  settings: ['src/app/data-layout.tsx', 'src/app/settings/settings-route.tsx'],
};

/**
 * Writes <page>.html beside index.html for each top-level page: the same document plus
 * modulepreload links for that page's chunks. A direct visit then fetches the page's code in
 * parallel with the entry instead of discovering it one import level at a time (each level a
 * round trip), and the entry chunk carries no preload lists. Hosts that serve `/<page>` from
 * `<page>.html` (vite preview, Netlify, nginx `try_files $uri $uri.html`; see README) use it; any
 * other path still falls back to index.html.
 */
/**
 * Demo builds: a page whose first view shows data also preloads the mock code that answers its
 * first request (in the page, or through the worker for coffee's pictures), so the answer does not
 * wait for a second wave of downloads after the first paint. At low priority: at the default one
 * it shares the bandwidth with the page's own code and delays the first paint (Lighthouse on
 * /countries, whose mock is graphql-js: FCP 1.75 -> 2.0 s; at low priority 1.75 s, LCP 2.9 -> 2.6 s).
 */
const demoAnswerModules = (page: string) =>
  page === 'coffee'
    ? ['src/testing/msw/browser.ts', 'src/services/coffee/mocks.ts']
    : ['colleges', 'jobs', 'bpi', 'countries'].includes(page)
      ? ['src/testing/msw/in-page.ts', `src/services/${page}/mocks.ts`]
      : [];

export function routeHtml(options: { demo: boolean }): Plugin {
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
      for (const [page, modules] of Object.entries(routeEntryModules)) {
        const pageFiles = chunkFiles(modules);
        const answerFiles = [...chunkFiles(options.demo ? demoAnswerModules(page) : [])].filter((file) => !pageFiles.has(file));
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
