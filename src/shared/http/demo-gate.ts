type Respond = (request: Request) => Promise<Response>;

let worker: Promise<unknown> | undefined;
let responder: Promise<Respond> | undefined;

/**
 * Demo mode only: the page renders at once while the mocks load. main.tsx sets both promises;
 * callers test `import.meta.env.VITE_MSW` inline so other builds drop this module.
 *
 * - `respond` answers fetch requests from the mock handlers inside the page, so a page's first
 *   request does not wait for the service worker to install;
 * - `worker` is the service worker, for what only it can answer: uploads (XMLHttpRequest) and
 *   files the mocks point at (coffee images).
 */
export function setDemoMocks(mocks: { worker: Promise<unknown>; respond: Promise<Respond> }) {
  worker = mocks.worker;
  responder = mocks.respond;
}

/** Resolves once the demo worker answers requests; rejects if it could not start. */
export function demoWorkerReady() {
  return worker;
}

/** The in-page responder, once the mocks have loaded; rejects if they could not. */
export function demoResponder() {
  return responder;
}
