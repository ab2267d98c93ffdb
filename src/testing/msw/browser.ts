import { setupWorker } from 'msw/browser';
import { lazyHandler } from './lazy-handlers.ts';

export async function startDemoWorker() {
  const worker = setupWorker(lazyHandler());
  // Requests no handler knows (the app's own files) go to the network as usual.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
