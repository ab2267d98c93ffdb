import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below about 1 KB the saving is smaller than a packet, and not worth a second file. */
const MIN_BYTES = 1024;
/** Read by the server only, never sent to a browser. */
const SKIPPED = new Set(['server-config.json']);

async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength } }),
    gzipAsync(content, { level: 9 }),
  ]);
  // A sibling that saves nothing is not written: the server then sends the file as it is.
  await Promise.all([br.byteLength < content.byteLength && writeFile(`${file}.br`, br), gz.byteLength < content.byteLength && writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes `.br` and `.gz` siblings beside every text file of the build over about 1 KB, so the
 * server sends compressed bytes without compressing per request. Runs after every other plugin
 * has written or removed its files.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dashboard-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !SKIPPED.has(file.slice(outDir.length + 1)));
        const sizes = await Promise.all(files.map(async (file) => ((await stat(file)).size > MIN_BYTES ? file : undefined)));
        await Promise.all(sizes.filter((file): file is string => file !== undefined).map(compressFile));
      },
    },
  };
}
