import type { Plugin } from 'vite';
import { LOADER_MODULE, type ServiceDescriptor } from '../../src/shared/registry/descriptor.ts';
import { sliceModule } from './page-chunks.ts';

/** What the budget script measures, from the registry: each route's modules, the status cards, the board's tiles, and packages that belong to one slice. */
function registryReport(services: readonly ServiceDescriptor[]) {
  const pages: Record<string, string[]> = { '/': ['src/app/overview/overview-route.tsx'] };
  for (const service of services) {
    for (const page of service.pages)
      pages[`/${page.path}`] = [page.module, ...(page.loader ? [LOADER_MODULE] : [])].map((module) => sliceModule(service, module));
  }
  pages['/settings'] = ['src/app/settings/settings-route.tsx'];
  return {
    pages,
    statusModules: services.map((service) => sliceModule(service, service.status)),
    /** Each slice's board tiles module: its chunks may carry the slice's own packages. */
    tileModules: Object.fromEntries(services.flatMap((service) => (service.tiles ? [[service.id, sliceModule(service, service.tiles.module)]] : []))),
    exclusive: services
      .filter((service) => service.exclusivePackages?.length)
      .map((service) => ({ service: service.id, packages: service.exclusivePackages, pages: service.pages.map((page) => `/${page.path}`) })),
  };
}

/**
 * Writes .vite/bundle-modules.json (for each emitted chunk, the modules it contains, by package
 * or source path) and .vite/registry.json (see registryReport): scripts/bench/bundle.mjs reads
 * both to measure each route and prove where each dependency lands.
 */
export function bundleReport(services: readonly ServiceDescriptor[]): Plugin {
  return {
    name: 'dashboard-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.keys(output.modules).map((id) => id.replace(/^.*\/node_modules\//, 'node_modules/').replace(/^.*?\/src\//, 'src/'));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/bundle-modules.json', source: JSON.stringify(chunks, null, 1) });
      this.emitFile({ type: 'asset', fileName: '.vite/registry.json', source: JSON.stringify(registryReport(services), null, 1) });
    },
  };
}
