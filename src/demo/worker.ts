import { setupWorker, type SetupWorker } from 'msw/browser';
import type { AnyServiceParts } from '../shared/registry/parts.ts';
import { workerScriptUrl } from '../shared/lib/worker-script-url.ts';
import { socketHandlersOf } from './handlers.ts';
import { lazyHandler } from './service-routes.ts';

const MOCK_WORKER = '/mockServiceWorker.js';

/**
 * Runs `start` with navigator.serviceWorker.register taking the mock worker's path as the
 * script-URL policy's TrustedScriptURL (the CSP enforces Trusted Types). MSW is given the path
 * itself: it copies its options as plain objects, which would turn a TrustedScriptURL into `{}`.
 */
async function registeringTrustedMockWorker<T>(start: () => Promise<T>): Promise<T> {
  const container = navigator.serviceWorker;
  const register = container.register;
  container.register = (url, options) => register.call(container, url === MOCK_WORKER ? (workerScriptUrl(MOCK_WORKER) as string) : url, options);
  try {
    return await start();
  } finally {
    container.register = register;
  }
}

export async function startDemoWorker(parts: readonly AnyServiceParts[]): Promise<SetupWorker> {
  const worker = setupWorker(lazyHandler(parts));
  // Requests no handler knows (the app's own files) go to the network as usual.
  await registeringTrustedMockWorker(() => worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: MOCK_WORKER } }));
  return worker;
}

/**
 * WebSocket feeds are simulated in the page (msw intercepts every socket once the worker has
 * started): their handlers load when a page first opens a feed, and the slice opens its socket
 * only after this, so a demo never reaches the real feed.
 */
export async function addSocketHandlers(worker: SetupWorker, parts: readonly AnyServiceParts[]) {
  const sockets = (await Promise.all(parts.map(socketHandlersOf))).flat();
  worker.use(...sockets);
}
