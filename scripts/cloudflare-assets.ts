import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseServerConfig } from '../server/config.ts';
import { HSTS, securityHeaders } from '../server/security-headers.ts';
import { IMMUTABLE } from '../server/static-files.ts';

/**
 * `npx tsx scripts/cloudflare-assets.ts [dist]`: prepares a build for Cloudflare Workers static
 * assets. Assets never reach the Worker, so their headers go in the platform's `_headers` file,
 * from the build's own policy; `.assetsignore` keeps the server config and the precompressed
 * copies (Cloudflare compresses on its own) out of the upload.
 */
const dist = process.argv[2] ?? 'dist';
const config = parseServerConfig(JSON.parse(readFileSync(join(dist, 'server-config.json'), 'utf8')));
const headers = { ...securityHeaders(config.csp).always, 'Strict-Transport-Security': HSTS };
const lines = ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), '/assets/*', `  Cache-Control: ${IMMUTABLE}`, ''];
writeFileSync(join(dist, '_headers'), lines.join('\n'));
writeFileSync(join(dist, '.assetsignore'), ['server-config.json', '*.br', '*.gz', '.vite', ''].join('\n'));
console.log(`wrote ${join(dist, '_headers')} and ${join(dist, '.assetsignore')}`);
