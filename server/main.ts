import { parseArgs } from 'node:util';
import { jsonLogger } from './log.ts';
import { startServer } from './node-server.ts';

/**
 * `tsx server/main.ts [--dist dist]`: serves a build and its proxy. HOST / PORT (default
 * 127.0.0.1:4173), DIST_DIR, TRUST_PROXY, PROXY_RATE_LIMIT_PER_MINUTE, LOG=0, and the proxies'
 * secrets (SWAP_API_KEY) come from the environment; see docs/deploy.md.
 */
const { values } = parseArgs({ options: { dist: { type: 'string' } }, allowPositionals: false });
const env = process.env;
const log = jsonLogger(env);
const port = env.PORT === undefined || env.PORT === '' ? 4173 : Number(env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(env.PORT)}`);
  process.exit(1);
}

try {
  const running = await startServer({ distDir: values.dist ?? env.DIST_DIR ?? 'dist', host: env.HOST || '127.0.0.1', port, env, log });
  // Always printed, LOG=0 or not: scripts and tests read the address from it (PORT=0 picks a free port).
  console.log(JSON.stringify({ time: new Date().toISOString(), msg: 'listening', url: running.url }));
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      log({ msg: 'shutting down', signal });
      void running.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
