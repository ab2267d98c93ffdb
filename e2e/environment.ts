import { services } from '../src/services/registry.ts';
import { baseUrlEnvName } from '../src/shared/registry/upstream-names.ts';

/**
 * Ports and the build-time environment of the e2e run: the app is built against the local
 * contract server through the same VITE_* variables a deployment uses.
 * E2E_APP_PORT / E2E_UPSTREAM_PORT / E2E_OUT_DIR let two runs share a machine.
 */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4174);
export const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? 4310);
export const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';
export const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
export const APP = `http://127.0.0.1:${APP_PORT}`;
/** The demo build (`npm run demo`), served beside the e2e build when E2E_DEMO=1 (npm run e2e sets it). */
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4175);
export const DEMO = `http://127.0.0.1:${DEMO_PORT}`;

/** The server-side 0x key the proxy adds; the contract server answers 401 without one. */
export const SERVER_SWAP_KEY = 'e2e-server-0x-key';
export const COLLEGES_KEY = 'e2e-colleges-key';

/** The contract-server prefix of each upstream whose module has another name than the upstream. */
const CONTRACT_PREFIX: Record<string, string> = { 'bpi-fallback': 'coinbase', market: 'coinbase' };

export const appBuildEnv: Record<string, string> = {
  ...Object.fromEntries(
    services
      .flatMap((service) => service.upstreams)
      // A WebSocket upstream (the bpi-stream feed) is the same server over ws://.
      .map((upstream) => [
        baseUrlEnvName(upstream.id),
        `${upstream.protocol === 'websocket' ? UPSTREAM.replace(/^http/, 'ws') : UPSTREAM}/${CONTRACT_PREFIX[upstream.id] ?? upstream.id}`,
      ]),
  ),
  VITE_COLLEGES_API_KEY: COLLEGES_KEY,
  VITE_HTTP_TIMEOUT_MS: '3000',
  VITE_HTTP_RETRY_BASE_MS: '200',
  SWAP_API_KEY: SERVER_SWAP_KEY,
};
