// The two production builds the budgets compare, made and served on equal terms: this checkout and
// the first version (`REFERENCE`), each built with `vite build` against the local contract server
// (the same VITE_* variables a deployment uses), each served by the same static server with the
// same minimal proxy, the upstreams answered by the contract server.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_SWAP_KEY, UPSTREAM, UPSTREAM_PORT, appBuildEnv } from '../../e2e/environment.ts';
import { serveStatic } from './static-server.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The first version: every later commit must load at least as lightly as it does. */
export const REFERENCE = process.env.BENCH_REFERENCE ?? 'b276984678947a3a659aab6a838e822edaab6cb4';
export type Build = 'now' | 'reference';

const hasCommit = (commit: string) => spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT }).status === 0;

/**
 * Whether the reference commit is here; a shallow clone fetches that one commit where it has a
 * remote. Without it the side-by-side figures cannot be measured, and the caller says so.
 */
export function referenceAvailable(): boolean {
  if (!hasCommit(REFERENCE)) spawnSync('git', ['fetch', '--no-tags', '--depth=1', 'origin', REFERENCE], { cwd: ROOT, stdio: 'inherit' });
  return hasCommit(REFERENCE);
}

const buildEnv = () => ({ ...process.env, ...appBuildEnv });
const viteBuild = (cwd: string, outDir: string) =>
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd, stdio: 'inherit', env: buildEnv() });

/** Builds this checkout into `outDir`. */
export function buildNow(outDir: string) {
  viteBuild(ROOT, outDir);
}

/** Builds the reference commit (or another) from git (its files, this checkout's node_modules) into `outDir`. */
export function buildReference(outDir: string, commit = REFERENCE) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-reference-'));
  try {
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' });
    // The reference pins a subset of today's packages at the same versions: linking saves an install.
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    viteBuild(dir, outDir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves a build with the proxy both builds use (0x's key added as the production server adds it). */
export const serveBuild = (distDir: string, port: number) =>
  serveStatic(distDir, port, { upstream: UPSTREAM, headers: { swap: { '0x-api-key': SERVER_SWAP_KEY } } });

/** Starts the contract server on the e2e upstream port; resolves to a function that stops it. */
export async function startContractServer(): Promise<() => void> {
  if (await isListening(`${UPSTREAM}/__control/health`)) throw new Error(`${UPSTREAM} is already in use: stop that server first.`);
  const child = spawn('npx', ['tsx', 'e2e/contract-server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, CONTRACT_PORT: String(UPSTREAM_PORT) },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', stop);
  for (let tries = 0; !(await isListening(`${UPSTREAM}/__control/health`)); tries += 1) {
    if (tries > 300) {
      stop();
      throw new Error('the contract server did not start within 30 s');
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return stop;
}

export const isListening = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );
