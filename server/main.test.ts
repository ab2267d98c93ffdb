// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDist, SERVER_KEY, testConfig } from './test-support/dist.ts';
import { send } from './test-support/http.ts';
import { startUpstream, type Upstream } from './test-support/upstream.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let upstream: Upstream;
let dist: Awaited<ReturnType<typeof makeDist>>;

beforeAll(async () => {
  upstream = await startUpstream();
  dist = await makeDist(testConfig(upstream.url, { swap: { timeoutMs: 5000 } }));
});
afterAll(async () => {
  await upstream.close();
  await dist.remove();
});

/** Starts `server/main.ts` as production runs it, on a free port, and resolves with its address once it listens. */
function startProcess(): Promise<{ child: ChildProcess; url: string; stdout: string[]; exit: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--dist', dist.dir], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SWAP_API_KEY: SERVER_KEY, LOG: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        stdout.push(line);
        const url = /"msg":"listening","url":"([^"]+)"/.exec(line)?.[1];
        if (url) resolve({ child, url, stdout, exit });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    void exit.then((code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

describe('the server process', () => {
  it('serves /healthz, drains in-flight requests on SIGTERM, then exits 0; its log lines carry no key and no query', { timeout: 30_000 }, async () => {
    const server = await startProcess();
    try {
      const health = await send(server.url, '/healthz');
      expect(JSON.parse(health.text)).toEqual({ ok: true });

      // The upstream answers slowly: the request is still in flight when SIGTERM arrives.
      upstream.handle((_req, res) => setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"chains":[1]}'), 800));
      const inFlight = send(server.url, '/proxy/swap/swap/chains?sellToken=query-value-77', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
      await expect.poll(() => upstream.seen.length).toBe(1);
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 200));
      // No new connections once draining...
      await expect(send(server.url, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
      // ...while the one in flight completes.
      const drained = await inFlight;
      expect(drained.status).toBe(200);
      expect(drained.text).toBe('{"chains":[1]}');
      expect(await server.exit).toBe(0);

      expect(upstream.seen[0]!.headers['0x-api-key']).toBe(SERVER_KEY);
      const requests = server.stdout.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => 'status' in line);
      expect(requests).toEqual([
        expect.objectContaining({ method: 'GET', path: '/healthz', status: 200 }),
        expect.objectContaining({ method: 'GET', path: '/proxy/swap/swap/chains', status: 200 }),
      ]);
      const output = server.stdout.join('\n');
      expect(output).not.toContain(SERVER_KEY);
      expect(output).not.toContain('query-value-77');
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
