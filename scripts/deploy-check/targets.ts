import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { secretVariable } from '../../deploy/nginx/nginx-config.ts';
import type { ServerConfig } from '../../server/config.ts';
import { send, type Target } from './http-client.ts';
import type { Certificate } from './tls.ts';

export type TargetName = 'Node' | 'Worker' | 'nginx';

export interface RunningTarget extends Target {
  name: TargetName;
  /** Whether requests arrive over TLS (Strict-Transport-Security is then expected). */
  tls: boolean;
  /** What the Worker's rate limit binding is configured with; the others state their own limit. */
  bindingLimit?: { requests: number; periodSeconds: number };
  version: string;
  stop(): Promise<void>;
}

export interface TargetSetup {
  root: string;
  dist: string;
  /** A scratch folder of the check's own. */
  scratch: string;
  config: ServerConfig;
  certificate: Certificate;
  secrets: Record<string, string>;
  port: number;
}

export class MissingRuntime extends Error {}

const TSX = (root: string) => join(root, 'node_modules/tsx/dist/cli.mjs');
const packageVersion = (root: string, name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

async function waitForHealth(target: Target, child: ChildProcess | undefined, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${output().slice(-2000)}`);
    try {
      if ((await send(target, '/healthz')).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no answer on /healthz within 60 s: ${output().slice(-2000)}`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** The Node server, as `tsx server/main.ts --dist <dist>` runs it. */
export async function startNode(setup: TargetSetup): Promise<RunningTarget> {
  const origin = `http://127.0.0.1:${setup.port}`;
  let output = '';
  const child = spawn(process.execPath, [TSX(setup.root), 'server/main.ts', '--dist', setup.dist], {
    cwd: setup.root,
    env: { ...process.env, ...setup.secrets, HOST: '127.0.0.1', PORT: String(setup.port), LOG: '0', NODE_EXTRA_CA_CERTS: setup.certificate.certFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const target = { origin };
  try {
    await waitForHealth(target, child, () => output);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { name: 'Node', ...target, tls: false, version: `Node ${process.version}`, stop: () => stopChild(child) };
}

/**
 * The Worker in workerd through wrangler's own dev server (the engine of `wrangler dev`), from
 * deploy/cloudflare/wrangler.jsonc with only the build's paths replaced: no inspector, no
 * telemetry, nothing remote.
 */
export async function startWorker(setup: TargetSetup): Promise<RunningTarget> {
  const configPath = join(setup.root, 'deploy/cloudflare/wrangler.jsonc');
  // Read by miniflare when it loads: workerd then trusts the fake upstream's certificate.
  process.env.NODE_EXTRA_CA_CERTS = setup.certificate.certFile;
  process.env.WRANGLER_SEND_METRICS = 'false';
  // Fully local: no fetch of Cloudflare's sample `request.cf` object either.
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  let wrangler: typeof import('wrangler');
  try {
    wrangler = await import('wrangler');
  } catch (error) {
    throw new MissingRuntime(`wrangler is not installed (npm ci installs it): ${String(error)}`);
  }
  const devVars = join(setup.scratch, 'worker.dev.vars');
  writeFileSync(
    devVars,
    Object.entries(setup.secrets)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  const fileConfig = wrangler.unstable_readConfig({ config: configPath });
  const binding = fileConfig.ratelimits.find((limiter: { name: string }) => limiter.name === 'PROXY_RATE_LIMITER');
  const worker = await wrangler.unstable_startWorker({
    config: configPath,
    assets: setup.dist,
    envFiles: [devVars],
    sendMetrics: false,
    build: { alias: { 'dashboard:server-config': resolve(setup.dist, 'server-config.json') } },
    dev: {
      inspector: false,
      remote: false,
      watch: false,
      persist: join(setup.scratch, 'wrangler-state'),
      logLevel: 'error',
      server: { hostname: '127.0.0.1', port: setup.port },
    },
  });
  await worker.ready;
  const origin = `http://127.0.0.1:${setup.port}`;
  const target = { origin };
  await waitForHealth(target, undefined, () => '');
  const workerd = spawnSync(join(setup.root, 'node_modules/workerd/bin/workerd'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    name: 'Worker',
    ...target,
    tls: false,
    bindingLimit: binding && { requests: binding.simple.limit, periodSeconds: binding.simple.period },
    version: `wrangler ${packageVersion(setup.root, 'wrangler')} (${workerd}), compatibility_date ${fileConfig.compatibility_date}`,
    stop: () => worker.dispose(),
  };
}

/** NGINX names the binary; otherwise the usual places. */
const NGINX_CANDIDATES = process.env.NGINX ? [process.env.NGINX] : ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

/** deploy/nginx/dashboard.conf with only its machine-specific paths and ports replaced; throws if the file no longer has them. */
function siteForCheck(site: string, paths: { conf: string; dist: string; certificate: Certificate; port: number; redirectPort: number }): string {
  const replacements: [string, string][] = [
    ['/etc/nginx/dashboard/', `${paths.conf}/`],
    ['/srv/dashboard/dist', paths.dist],
    ['/etc/letsencrypt/live/dashboard.example.com/fullchain.pem', paths.certificate.certFile],
    ['/etc/letsencrypt/live/dashboard.example.com/privkey.pem', paths.certificate.keyFile],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${paths.port} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['listen 80;', `listen 127.0.0.1:${paths.redirectPort};`],
    ['listen [::]:80;', ''],
  ];
  let text = site;
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/nginx/dashboard.conf no longer contains "${from}": update the check with it`);
    text = text.split(from).join(to);
  }
  return text;
}

/**
 * Debian's nginx without root from a scratch prefix (`nginx -p <dir> -c <file>`), serving
 * deploy/nginx/dashboard.conf over TLS with the files deploy/nginx/generate.ts writes for the build.
 */
export async function startNginx(setup: TargetSetup): Promise<RunningTarget> {
  const binary = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!binary)
    throw new MissingRuntime(`nginx is not installed: none of ${NGINX_CANDIDATES.join(', ')} (Debian: apt-get install nginx; or set NGINX to its path)`);
  const prefix = join(setup.scratch, 'nginx');
  const conf = join(prefix, 'conf');
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  mkdirSync(conf, { recursive: true });
  const generated = spawnSync(
    process.execPath,
    [TSX(setup.root), 'deploy/nginx/generate.ts', '--dist', setup.dist, '--out', conf, '--install-dir', conf, '--trusted-ca', setup.certificate.certFile],
    { cwd: setup.root, encoding: 'utf8' },
  );
  if (generated.status !== 0) throw new Error(`deploy/nginx/generate.ts failed: ${generated.stderr}`);
  const secretLines = Object.entries(setup.secrets).map(([env, value]) => `map $host ${secretVariable(env)} { default "${value}"; }`);
  writeFileSync(join(conf, 'secrets.conf'), `${secretLines.join('\n')}\n`, { mode: 0o600 });
  chmodSync(join(conf, 'secrets.conf'), 0o600);
  const site = siteForCheck(readFileSync(join(setup.root, 'deploy/nginx/dashboard.conf'), 'utf8'), {
    conf,
    dist: resolve(setup.dist),
    certificate: setup.certificate,
    port: setup.port,
    redirectPort: setup.port + 1,
  });
  writeFileSync(join(conf, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  writeFileSync(
    join(conf, 'nginx.conf'),
    [
      // As root (a CI container), the workers keep this user so they can read the scratch folder.
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'logs/error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
      `  include ${join(conf, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginxConf = join(conf, 'nginx.conf');
  const test = spawnSync(binary, ['-p', prefix, '-c', nginxConf, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const version = spawnSync(binary, ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '');
  let output = '';
  const child = spawn(binary, ['-p', prefix, '-c', nginxConf], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const target = { origin: `https://localhost:${setup.port}`, ca: setup.certificate.cert };
  try {
    await waitForHealth(target, child, () => output + (existsSync(join(prefix, 'logs/error.log')) ? readFileSync(join(prefix, 'logs/error.log'), 'utf8') : ''));
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { name: 'nginx', ...target, tls: true, version, stop: () => stopChild(child) };
}
