import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseServerConfig } from '../server/config.ts';
import { headerCsp, HSTS, securityHeaders, workerCsp } from '../server/security-headers.ts';
import { IMMUTABLE, WORKER_SCRIPTS } from '../server/static-files.ts';

/**
 * `npx tsx scripts/cloudflare-assets.ts [dist]`: prepares a build for Cloudflare Workers static
 * assets. Assets never reach the Worker, so their headers go in the platform's `_headers` file,
 * from the build's own policy; `.assetsignore` keeps the server config and the precompressed
 * copies (Cloudflare compresses on its own) out of the upload. `/assets/*` holds only real
 * files here: a missing one goes to the Worker (wrangler.jsonc's not_found_handling "none"),
 * which answers a 404 that is never cached long.
 */
const dist = process.argv[2] ?? 'dist';
const config = parseServerConfig(JSON.parse(readFileSync(join(dist, 'server-config.json'), 'utf8')));
const headers = { ...securityHeaders(config.csp).always, 'Strict-Transport-Security': HSTS };
const lines = [
  '/*',
  ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  '/assets/*',
  `  Cache-Control: ${IMMUTABLE}`,
  // Rules add up; "! Name" detaches the page policy from /* so a worker script has one CSP.
  ...[...WORKER_SCRIPTS].flatMap((path) => [path, '  ! Content-Security-Policy', `  Content-Security-Policy: ${headerCsp(workerCsp(config.csp))}`]),
  '',
];
writeFileSync(join(dist, '_headers'), lines.join('\n'));
writeFileSync(join(dist, '.assetsignore'), ['server-config.json', '*.br', '*.gz', '.vite', ''].join('\n'));
console.log(`wrote ${join(dist, '_headers')} and ${join(dist, '.assetsignore')}`);
