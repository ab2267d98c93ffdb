import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** public/mockServiceWorker.js is for demo builds only: remove it from every other build. */
export function dropMockWorker(keep: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'dashboard-drop-mock-worker',
    apply: 'build',
    configResolved: (config) => {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      if (!keep) await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}
