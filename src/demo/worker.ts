import { setupWorker, type SetupWorker } from 'msw/browser';
import type { AnyServiceParts } from '../shared/registry/parts.ts';
import { workerScriptUrl } from '../shared/lib/worker-script-url.ts';
import { lazyHandler } from './service-routes.ts';

export async function startDemoWorker(parts: readonly AnyServiceParts[]): Promise<SetupWorker> {
  const worker = setupWorker(lazyHandler(parts));
  // Requests no handler knows (the app's own files) go to the network as usual. MSW hands the URL to
  // navigator.serviceWorker.register and new URL(), which both take the policy's TrustedScriptURL.
  const url = workerScriptUrl('/mockServiceWorker.js') as string;
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url } });
  return worker;
}

/**
 * WebSocket feeds are simulated in the page (msw intercepts every socket once the worker has
 * started): their handlers load when a page first opens a feed, and the slice opens its socket
 * only after this, so a demo never reaches the real feed.
 */
export async function addSocketHandlers(worker: SetupWorker, parts: readonly AnyServiceParts[]) {
  const sockets = (await Promise.all(parts.map((part) => part.demoSocketHandlers?.() ?? []))).flat();
  worker.use(...sockets);
}
