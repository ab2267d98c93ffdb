import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parseServerConfig } from '../../server/config.ts';
import { DEFAULT_NGINX_OPTIONS, nginxFiles } from './nginx-config.ts';

/**
 * `npx tsx deploy/nginx/generate.ts [--dist dist] [--out deploy/nginx/generated]
 * [--install-dir /etc/nginx/dashboard] [--trusted-ca /etc/ssl/certs/ca-certificates.crt]`:
 * writes the nginx configuration of a build from its server-config.json, so its allowlist, CSP
 * and limits are the Node server's. Install the files in --install-dir beside a secrets.conf
 * (see secrets.conf.example) and include them as deploy/nginx/dashboard.conf does.
 */
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'deploy/nginx/generated' },
    'install-dir': { type: 'string', default: DEFAULT_NGINX_OPTIONS.installDir },
    'trusted-ca': { type: 'string', default: DEFAULT_NGINX_OPTIONS.trustedCa },
  },
});
const config = parseServerConfig(JSON.parse(readFileSync(join(values.dist, 'server-config.json'), 'utf8')));
const files = nginxFiles(config, { installDir: values['install-dir'], trustedCa: values['trusted-ca'] });
mkdirSync(values.out, { recursive: true });
for (const [name, text] of Object.entries(files)) {
  writeFileSync(join(values.out, name), text);
  chmodSync(join(values.out, name), 0o644);
}
console.log(`wrote ${Object.keys(files).join(', ')} into ${values.out} (to be installed in ${values['install-dir']})`);
