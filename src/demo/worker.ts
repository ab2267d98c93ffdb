import { setupWorker } from 'msw/browser';
import type { AnyServiceParts } from '../shared/registry/parts.ts';
import { lazyHandler } from './service-routes.ts';

export async function startDemoWorker(parts: readonly AnyServiceParts[]) {
  // WebSocket feeds are simulated in the page from the start: a socket is opened only once this
  // worker has started (the slice waits for it), so it never reaches the real feed.
  const sockets = (await Promise.all(parts.map((part) => part.demoSocketHandlers?.() ?? []))).flat();
  const worker = setupWorker(lazyHandler(parts), ...sockets);
  // Requests no handler knows (the app's own files) go to the network as usual.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
