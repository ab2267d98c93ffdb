import { serviceParts } from '../app/service-parts.ts';
import { registerDemoMocks } from '../shared/http/demo-gate.ts';
import { afterFirstPaint } from '../shared/lib/first-paint.ts';
import { handlersOf } from './handlers.ts';
import type { SetupWorker } from 'msw/browser';

/** The service whose page this is: one of its pages' paths starts the URL. */
const serviceOfPage = (pathname: string) => serviceParts.find(({ service }) => pathname === service.home || pathname.startsWith(`${service.home}/`));

/**
 * Demo mode: the page renders at once while the mocks load. A page's fetch requests are answered
 * in the page (src/demo/respond.ts) from the first request on, never before the first paint;
 * the service worker starts for what only it can answer (uploads over XHR, image files).
 */
export function startDemo() {
  const painted = afterFirstPaint();
  let worker: Promise<SetupWorker> | undefined;
  const startWorker = () => {
    if (!worker) {
      worker = import('./worker.ts').then(({ startDemoWorker }) => startDemoWorker(serviceParts));
      worker.catch((error: unknown) => console.error('The demo mock worker did not start', error));
    }
    return worker;
  };
  let sockets: Promise<void> | undefined;
  // The simulated feeds load with the first socket a page opens, not on every page.
  const startSockets = () => {
    if (!sockets) {
      sockets = Promise.all([startWorker(), import('./worker.ts')]).then(([started, { addSocketHandlers }]) => addSocketHandlers(started, serviceParts));
      sockets.catch((error: unknown) => console.error('The demo feeds did not start', error));
    }
    return sockets;
  };
  // A page whose first view is a file only the worker serves starts it right after the first
  // paint; others 3 s later, once the page's first answer has had the network. An upload starts
  // it too (shared/http/upload.ts).
  void painted.then(() => {
    if (serviceOfPage(window.location.pathname)?.service.demo.needsWorker) void startWorker();
    else setTimeout(() => void startWorker(), 3000);
  });
  let respond: ReturnType<typeof loadResponder> | undefined;
  // Loaded with the page's first request (a page that asks nothing at load loads no mock code
  // while it paints), and never before the first paint.
  const loadResponder = () =>
    painted
      .then(() => {
        // Beside the msw code, not after it: the page's own mocks are the other half of its first answer.
        const page = serviceOfPage(window.location.pathname);
        if (page) handlersOf(page).catch(() => undefined);
        return import('./respond.ts');
      })
      .then(({ createInPageResponder }) => createInPageResponder(serviceParts, startWorker));
  const responder = () => {
    if (!respond) {
      respond = loadResponder();
      respond.catch((error: unknown) => console.error('The demo mocks did not load', error));
    }
    return respond;
  };
  registerDemoMocks({ startWorker, startSockets, responder });
}
