import { setupWorker } from 'msw/browser';
import type { AnyServiceParts } from '../shared/registry/parts.ts';
import { lazyHandler } from './service-routes.ts';

export async function startDemoWorker(parts: readonly AnyServiceParts[]) {
  const worker = setupWorker(lazyHandler(parts));
  // Requests no handler knows (the app's own files) go to the network as usual.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
