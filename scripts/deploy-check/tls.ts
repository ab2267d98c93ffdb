import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Certificate {
  certFile: string;
  keyFile: string;
  cert: string;
  key: string;
}

/** A throwaway self-signed certificate for `localhost` (its own trust anchor), made with openssl. */
export function makeLocalhostCertificate(dir: string): Certificate {
  const certFile = join(dir, 'localhost.pem');
  const keyFile = join(dir, 'localhost-key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost'].concat([
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: 'pipe' },
  );
  return { certFile, keyFile, cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}
