import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** public/mockServiceWorker.js is for demo builds only: remove it from every other build. */
export function dropMockWorker(keep: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'dashboard-drop-mock-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      if (keep) return;
      // With the precompressed copies, written by an earlier plugin's hook.
      for (const file of ['mockServiceWorker.js', 'mockServiceWorker.js.br', 'mockServiceWorker.js.gz']) await rm(resolve(outDir, file), { force: true });
    },
  };
}
