import type { Plugin } from 'vite';

/**
 * Writes .vite/bundle-modules.json: for each emitted chunk, the modules (by package or source
 * path) it contains. scripts/bench/bundle.mjs uses it to prove where each dependency lands.
 */
export function bundleReport(): Plugin {
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
    },
  };
}
