type Respond = (request: Request) => Promise<Response>;

let startWorker: (() => Promise<unknown>) | undefined;
let getResponder: (() => Promise<Respond>) | undefined;

/**
 * Demo mode only: the page renders at once while the mocks load. main.tsx sets both;
 * callers test `import.meta.env.VITE_MSW` inline so other builds drop this module.
 *
 * - `responder` answers fetch requests from the mock handlers inside the page, so a page's first
 *   request does not wait for the service worker to install;
 * - `startWorker` starts (once) the service worker, for what only it can answer: uploads
 *   (XMLHttpRequest) and files the mocks point at (coffee images).
 */
export function setDemoMocks(mocks: { startWorker: () => Promise<unknown>; responder: () => Promise<Respond> }) {
  startWorker = mocks.startWorker;
  getResponder = mocks.responder;
}

/** Starts the demo worker if it has not started; resolves once it answers requests, rejects if it could not start. */
export function demoWorkerReady() {
  return startWorker?.();
}

/** The in-page responder, once the mocks have loaded (the first call loads them); rejects if they could not. */
export function demoResponder() {
  return getResponder?.();
}
