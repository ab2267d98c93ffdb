import { setupWorker } from 'msw/browser';
import type { AnyServiceParts } from '../shared/registry/parts.ts';
import { lazyHandler } from './service-routes.ts';

export async function startDemoWorker(parts: readonly AnyServiceParts[]) {
  const worker = setupWorker(lazyHandler(parts));
  // WebSocket feeds are simulated in the page: their handlers load while the worker starts, not
  // before (a page whose pictures only the worker serves would wait for them), and both are in
  // place before this resolves. A socket is opened only once it has (the slice waits for it), so
  // it never reaches the real feed.
  const sockets = Promise.all(parts.map((part) => part.demoSocketHandlers?.() ?? [])).then((handlers) => worker.use(...handlers.flat()));
  // Requests no handler knows (the app's own files) go to the network as usual.
  await Promise.all([worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } }), sockets]);
}
