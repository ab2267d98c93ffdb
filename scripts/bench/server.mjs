/**
 * Production server figures, on loopback only, bounded in time (about 1.5 minutes):
 *   1. proxy overhead: the same request to a local upstream, direct and through /proxy/swap, sent
 *      at evenly spaced times (an open loop: 500 a second over 10 keep-alive connections), so
 *      the figure is the latency one request sees, not a queue; p50 and p99 added latency
 *      (budget: p50 added <= 2 ms). autocannon's own rate limit is not used for this: it sends
 *      each connection's share of a second back to back, which measures throughput instead;
 *   2. static files: requests/s for a hashed JS asset from this server and from nginx serving the
 *      same build on this machine, as a ratio (goal >= 0.5); skipped, with how to install it,
 *      when nginx is missing;
 *   3. soak: 30 s at 200 connections through the proxy with the rate limit raised: zero errors,
 *      and the server's memory growth.
 * Exits non-zero when the p50 budget or the zero-error soak is broken. Uses dist/ (built when
 * missing); raw results land in bench-results/server.json.
 */
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
const PRICE_PATH =
  '/swap/allowance-holder/price?chainId=1&sellToken=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&buyToken=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&sellAmount=1000000000000000000';
const OVERHEAD = { rate: Number(process.env.BENCH_RATE ?? 500), connections: 10, seconds: 10, budgetP50Ms: 2 };
const STATIC = { connections: 10, seconds: 10, goal: 0.5 };
const SOAK = { connections: 200, seconds: 30 };

const children = new Set();
const temps = [];
function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

/** Spawns a child and resolves once a line of its stdout matches `ready`. */
function start(command, args, { env = {}, ready }) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = ready.exec(out);
      if (match) resolvePromise({ child, match });
    });
    let err = '';
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => reject(new Error(`${command} ${args.join(' ')} exited with ${code}: ${err}`)));
  });
}

/** A tiny upstream in its own process: the same ~1 KB JSON for every request, with keep-alive. */
const UPSTREAM_SOURCE = `
const http = require('node:http');
const body = JSON.stringify({ buyAmount: '3407430000', sellAmount: '1000000000000000000', route: { fills: Array.from({ length: 12 }, (_, i) => ({ source: 'Uniswap_V3', proportionBps: String(i) })) }, liquidityAvailable: true });
const server = http.createServer((req, res) => { res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }); res.end(body); });
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

/** The server with its rate limit raised: the load generator is one client address. */
const startServer = (dist) =>
  start(process.execPath, ['--import', 'tsx', 'server/main.ts', '--dist', dist], {
    env: { HOST: '127.0.0.1', PORT: '0', LOG: '0', SWAP_API_KEY: 'bench-key', PROXY_RATE_LIMIT_PER_MINUTE: '100000000' },
    ready: /"url":"(http:\/\/[^"]+)"/,
  });

/** One autocannon run; `latencies` collects every response time in ms, unrounded. */
function cannon(options, latencies) {
  return new Promise((resolvePromise, reject) => {
    const instance = autocannon({ ...options, excludeErrorStats: false }, (error, result) => (error ? reject(error) : resolvePromise(result)));
    if (latencies) instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
// autocannon counts timeouts among its errors.
const errorsOf = (result) => result.errors + result.non2xx;
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

function ensureBuild() {
  if (existsSync(join(DIST, 'server-config.json'))) return;
  console.log('dist/server-config.json is missing: building');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

/** A copy of the build whose swap proxy points at the local upstream. */
function benchDist(upstreamUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-dist-'));
  temps.push(dir);
  // nginx's workers run as an unprivileged user when the bench runs as root: they must read it.
  chmodSync(dir, 0o755);
  cpSync(DIST, dir, { recursive: true });
  const config = JSON.parse(readFileSync(join(DIST, 'server-config.json'), 'utf8'));
  const swap = config.proxies.find((proxy) => proxy.id === 'swap');
  if (!swap) throw new Error('the build does not proxy swap (VITE_SWAP_VIA_PROXY=false?)');
  swap.target = upstreamUrl;
  writeFileSync(join(dir, 'server-config.json'), JSON.stringify(config));
  return dir;
}

/**
 * Sends `rate` requests a second for `seconds`, each at its own time (due times evenly spaced,
 * sent within about a millisecond of them) over at most `connections` keep-alive sockets, and
 * times each from its due time to the end of its body.
 */
async function paced(url, { rate, connections, seconds }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let errors = 0;
  const total = rate * seconds;
  const interval = 1000 / rate;
  const started = performance.now();
  const pending = [];
  const one = (due) =>
    new Promise((resolvePromise) => {
      const req = httpRequest(url, { agent }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - due);
          else errors += 1;
          resolvePromise();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolvePromise();
      });
      req.end();
    });
  for (let sent = 0; sent < total;) {
    const now = performance.now();
    while (sent < total && started + sent * interval <= now) {
      pending.push(one(started + sent * interval));
      sent += 1;
    }
    await new Promise((wait) => setTimeout(wait, Math.max(0, started + sent * interval - performance.now())));
  }
  await Promise.all(pending);
  agent.destroy();
  return { latencies, errors, requests: total };
}

async function proxyOverhead(upstreamUrl, serverUrl) {
  const run = (url) => paced(url, OVERHEAD);
  // Warm both paths (JIT, connection pools), then measure direct and proxied back to back.
  await cannon({ url: `${serverUrl}/proxy/swap${PRICE_PATH}`, connections: OVERHEAD.connections, duration: 2 });
  await cannon({ url: `${upstreamUrl}${PRICE_PATH}`, connections: OVERHEAD.connections, duration: 1 });
  const direct = await run(`${upstreamUrl}${PRICE_PATH}`);
  const proxied = await run(`${serverUrl}/proxy/swap${PRICE_PATH}`);
  const figures = {};
  for (const p of [50, 99]) {
    figures[`direct p${p} ms`] = round(percentile(direct.latencies, p));
    figures[`proxied p${p} ms`] = round(percentile(proxied.latencies, p));
    figures[`added p${p} ms`] = round(percentile(proxied.latencies, p) - percentile(direct.latencies, p));
  }
  return { ...figures, rate: OVERHEAD.rate, connections: OVERHEAD.connections, requests: proxied.requests, errors: direct.errors + proxied.errors };
}

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'])
    if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** nginx with a temp config on a loopback port, serving the same build as this server (one worker, as Node has one thread). */
async function startNginx(nginx, dist) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  temps.push(dir);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find(existsSync);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ''}
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dist};
    gzip_static on;
    etag on;
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files $uri $uri.html /index.html; }
  }
}
`,
  );
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${url}/`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`nginx did not start: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
}

async function staticFiles(serverUrl, dist) {
  const asset = readdirSync(join(dist, 'assets')).find((file) => /^index-[\w-]+\.js$/.test(file));
  const path = `/assets/${asset}`;
  const throughput = async (base) => {
    const options = { url: `${base}${path}`, connections: STATIC.connections, headers: { 'accept-encoding': 'gzip' } };
    await cannon({ ...options, duration: 2 });
    const result = await cannon({ ...options, duration: STATIC.seconds });
    return { rps: Math.round(result.requests.average), errors: errorsOf(result) };
  };
  const server = await throughput(serverUrl);
  const nginx = findNginx();
  if (!nginx) {
    console.log('nginx is not installed: the static comparison is skipped. Install it with `sudo apt-get install -y nginx` (Debian/Ubuntu) and run again.');
    return { asset: path, 'server req/s': server.rps, errors: server.errors };
  }
  const started = await startNginx(nginx, dist);
  try {
    const reference = await throughput(started.url);
    return {
      asset: path,
      encoding: 'gzip (precompressed)',
      'server req/s': server.rps,
      'nginx req/s': reference.rps,
      ratio: round(server.rps / reference.rps),
      errors: server.errors + reference.errors,
    };
  } finally {
    started.child.kill('SIGQUIT');
  }
}

async function soak(upstreamUrl, dist) {
  const { child, match } = await startServer(dist);
  try {
    const url = `${match[1]}/proxy/swap${PRICE_PATH}`;
    await cannon({ url, connections: 20, duration: 3 });
    const before = rssMb(child.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid))), 500);
    const result = await cannon({ url, connections: SOAK.connections, duration: SOAK.seconds });
    clearInterval(sampler);
    const after = rssMb(child.pid);
    return {
      connections: SOAK.connections,
      seconds: SOAK.seconds,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      'errors (timeouts included)': result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      'rss before MB': round(before, 1),
      'rss peak MB': round(peak, 1),
      'rss after MB': round(after, 1),
      'rss growth MB': round(after - before, 1),
    };
  } finally {
    child.kill('SIGTERM');
  }
}

ensureBuild();
const upstream = await start(process.execPath, ['-e', UPSTREAM_SOURCE], { ready: /port (\d+)/ });
const upstreamUrl = `http://127.0.0.1:${upstream.match[1]}`;
const dist = benchDist(upstreamUrl);
const server = await startServer(dist);
const serverUrl = server.match[1];

console.log(`\nProxy overhead: ${OVERHEAD.rate} req/s, ${OVERHEAD.connections} connections, ${OVERHEAD.seconds} s each, direct then through /proxy/swap`);
const overhead = await proxyOverhead(upstreamUrl, serverUrl);
console.table(overhead);
console.log(`\nStatic: a hashed JS asset, ${STATIC.connections} connections, ${STATIC.seconds} s each, this server then nginx`);
const statics = await staticFiles(serverUrl, dist);
console.table(statics);
server.child.kill('SIGTERM');
console.log(`\nSoak: ${SOAK.seconds} s at ${SOAK.connections} connections through /proxy/swap, rate limit raised`);
const soaked = await soak(upstreamUrl, dist);
console.table(soaked);

mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench-results', 'server.json'),
  `${JSON.stringify({ at: new Date().toISOString(), overhead, static: statics, soak: soaked }, null, 2)}\n`,
);

const failures = [];
if (overhead['added p50 ms'] > OVERHEAD.budgetP50Ms) failures.push(`proxy p50 added ${overhead['added p50 ms']} ms > ${OVERHEAD.budgetP50Ms} ms`);
if (overhead.errors > 0) failures.push(`${overhead.errors} errors in the overhead runs`);
const soakErrors = soaked['errors (timeouts included)'] + soaked.non2xx;
if (soakErrors > 0) failures.push(`${soakErrors} errors in the soak`);
if (statics.ratio !== undefined) console.log(`static ratio ${statics.ratio} (goal >= ${STATIC.goal}: ${statics.ratio >= STATIC.goal ? 'met' : 'not met'})`);
if (failures.length > 0) {
  console.error(`\nServer bench budget broken: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nServer bench: budgets met');
// The upstream child's pipes keep the event loop alive: exiting runs the cleanup that stops it.
process.exit(0);
