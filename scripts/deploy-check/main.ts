import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseServerConfig } from '../../server/config.ts';
import { CHECKS, RATE_LIMIT_CHECK, type Check, type CheckContext } from './checks.ts';
import { startFakeUpstream } from './fake-upstream.ts';
import { MissingRuntime, startNginx, startNode, startWorker, type RunningTarget, type TargetName, type TargetSetup } from './targets.ts';
import { makeLocalhostCertificate } from './tls.ts';

/**
 * `npm run check:deploy`: builds the app against a logging fake upstream (HTTPS on localhost,
 * SNI required), runs the Node server, the Cloudflare Worker in workerd and the nginx
 * configuration in nginx side by side, runs every check against each, prints one table and
 * exits 1 on any failure or missing runtime. Ports: CHECK_DEPLOY_PORT (default 4481) and the
 * four after it. CHECK_DEPLOY_ONLY=nginx (or Worker) runs that target beside the Node server
 * only, and then exits 1 all the same: a partial run is not a check. CHECK_DEPLOY_KEEP=1 keeps the scratch folder (nginx's configuration and logs).
 */
const ROOT = resolve(import.meta.dirname, '../..');
const BASE_PORT = Number(process.env.CHECK_DEPLOY_PORT ?? 4481);
const PORTS = { upstream: BASE_PORT, Node: BASE_PORT + 1, Worker: BASE_PORT + 2, nginx: BASE_PORT + 3 } as const;
const DIST = join(ROOT, 'dist-check-deploy');
const ALL: TargetName[] = ['Node', 'Worker', 'nginx'];
/** CHECK_DEPLOY_ONLY=Node,nginx runs a subset while working on one target; the Node server always runs (its CSP is the reference). */
const ONLY = process.env.CHECK_DEPLOY_ONLY?.split(',').map((name) => name.trim().toLowerCase());
const NAMES = ALL.filter((name) => !ONLY || name === 'Node' || ONLY.includes(name.toLowerCase()));
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

type Outcome = { state: 'pass' } | { state: 'n/a' } | { state: 'FAIL'; detail: string };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The build under test: every proxied upstream pointed at the fake upstream, uploads proxied too (the > 1 MB body check). */
function build(upstreamOrigin: string) {
  console.log(`building into ${DIST} against ${upstreamOrigin} ...`);
  run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_SWAP_BASE_URL: `${upstreamOrigin}/swap`,
    VITE_COFFEE_BASE_URL: `${upstreamOrigin}/coffee`,
    VITE_UPLOAD_BASE_URL: `${upstreamOrigin}/upload`,
    VITE_UPLOAD_VIA_PROXY: 'true',
    VITE_UPLOAD_FILES_BASE_URL: `${upstreamOrigin}/upload-files`,
  });
  run(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/cloudflare-assets.ts', DIST]);
}

/** The Worker's rate limit vars must state the binding's own limit: the binding never reports it. */
async function workerVarsAgree(): Promise<string | undefined> {
  const { unstable_readConfig } = await import('wrangler');
  const config = unstable_readConfig({ config: join(ROOT, 'deploy/cloudflare/wrangler.jsonc') });
  const binding = config.ratelimits.find((limiter: { name: string }) => limiter.name === 'PROXY_RATE_LIMITER');
  if (!binding) return undefined;
  const vars = config.vars as Record<string, unknown>;
  if (Number(vars.PROXY_RATE_LIMIT_REQUESTS) !== binding.simple.limit || Number(vars.PROXY_RATE_LIMIT_PERIOD_SECONDS) !== binding.simple.period) {
    return `wrangler.jsonc: vars say ${String(vars.PROXY_RATE_LIMIT_REQUESTS)}/${String(vars.PROXY_RATE_LIMIT_PERIOD_SECONDS)} s, the binding ${binding.simple.limit}/${binding.simple.period} s`;
  }
  return undefined;
}

async function runCheck(check: Check, target: RunningTarget, context: CheckContext): Promise<Outcome> {
  try {
    return (await check.run(target, context)) === 'n/a' ? { state: 'n/a' } : { state: 'pass' };
  } catch (error) {
    return { state: 'FAIL', detail: error instanceof Error ? error.message : String(error) };
  }
}

function printTable(rows: { name: string; outcomes: Partial<Record<TargetName, Outcome>> }[], missing: Partial<Record<TargetName, string>>) {
  const width = Math.max(...rows.map(({ name }) => name.length));
  const cell = (name: TargetName, outcome: Outcome | undefined) => (missing[name] ? 'MISSING' : (outcome?.state ?? '-')).padEnd(8);
  console.log(`\n${'check'.padEnd(width)}  ${NAMES.map((name) => name.padEnd(8)).join('')}`);
  console.log(`${'-'.repeat(width)}  ${NAMES.map(() => '------  ').join('')}`);
  for (const { name, outcomes } of rows) console.log(`${name.padEnd(width)}  ${NAMES.map((target) => cell(target, outcomes[target])).join('')}`);
  const failures = rows.flatMap(({ name, outcomes }) =>
    NAMES.flatMap((target) => {
      const outcome = outcomes[target];
      return outcome?.state === 'FAIL' ? [`${target} / ${name}: ${outcome.detail}`] : [];
    }),
  );
  for (const [name, reason] of Object.entries(missing)) failures.push(`${name}: not run: ${reason}`);
  if (failures.length > 0) console.log(`\nFailures:\n${failures.map((line) => `- ${line}`).join('\n')}`);
  return failures.length;
}

async function main(): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'check-deploy-'));
  const certificate = makeLocalhostCertificate(scratch);
  const upstream = await startFakeUpstream(PORTS.upstream, certificate);
  const targets: RunningTarget[] = [];
  const missing: Partial<Record<TargetName, string>> = {};
  try {
    build(`https://localhost:${PORTS.upstream}`);
    const config = parseServerConfig(JSON.parse(readFileSync(join(DIST, 'server-config.json'), 'utf8')));
    const swapKey = `check-deploy-key-${randomBytes(6).toString('hex')}`;
    const setup = (port: number): TargetSetup => ({ root: ROOT, dist: DIST, scratch, config, certificate, secrets: { SWAP_API_KEY: swapKey }, port });
    const starters = { Node: startNode, Worker: startWorker, nginx: startNginx };
    for (const name of NAMES) {
      try {
        targets.push(await starters[name](setup(PORTS[name])));
      } catch (error) {
        missing[name] = error instanceof MissingRuntime ? error.message : `did not start: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    console.log(`started ${targets.map(({ name, version }) => `${name} (${version})`).join(', ')} at ${elapsed()}`);

    let nodeCsp: string | undefined;
    const node = targets.find(({ name }) => name === 'Node');
    if (node) nodeCsp = (await fetch(`${node.origin}/`)).headers.get('content-security-policy') ?? undefined;
    const context: CheckContext = { config, dist: DIST, upstream, swapKey, nodeCsp: () => nodeCsp };
    const rows = [...CHECKS, RATE_LIMIT_CHECK].map((check) => ({ name: check.name, outcomes: {} as Partial<Record<TargetName, Outcome>> }));
    // Targets one after another (the upstream log is read per request); the rate limit's waits run side by side.
    for (const target of targets) {
      for (const [index, check] of CHECKS.entries()) rows[index]!.outcomes[target.name] = await runCheck(check, target, context);
    }
    const limits = await Promise.all(targets.map((target) => runCheck(RATE_LIMIT_CHECK, target, context)));
    targets.forEach((target, index) => (rows[CHECKS.length]!.outcomes[target.name] = limits[index]!));
    const varsProblem = missing.Worker ? undefined : await workerVarsAgree();
    rows.push({
      name: "Worker's stated limit = its binding's",
      outcomes: { Node: { state: 'n/a' }, nginx: { state: 'n/a' }, Worker: varsProblem ? { state: 'FAIL', detail: varsProblem } : { state: 'pass' } },
    });

    const failures = printTable(rows, missing);
    console.log(`\nTested: ${targets.map(({ name, version }) => `${name}: ${version}`).join('; ')}.`);
    console.log(`${failures === 0 ? 'All checks passed' : `${failures} failed`} in ${elapsed()}.`);
    if (NAMES.length < ALL.length) console.log(`Only ${NAMES.join(' and ')} ran (CHECK_DEPLOY_ONLY): not a full check.`);
    return failures === 0 && NAMES.length === ALL.length ? 0 : 1;
  } finally {
    await Promise.all(targets.map((target) => target.stop().catch(() => undefined)));
    await upstream.close();
    if (process.env.CHECK_DEPLOY_KEEP) console.log(`kept ${scratch} (nginx logs under nginx/logs)`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
