type Respond = (request: Request) => Promise<Response>;

export interface DemoMocks {
  /** Answers a fetch from the mock handlers inside the page (the first call loads them); rejects if they could not load. */
  responder: () => Promise<Respond>;
  /** Starts (once) the mock service worker, for what only it answers: uploads over XHR, image files. */
  startWorker: () => Promise<unknown>;
  /** Starts the worker and (once) the simulated WebSocket feeds. */
  startSockets: () => Promise<unknown>;
}

let registered: DemoMocks | undefined;

/**
 * Demo builds only: src/demo registers the mocks here from main.tsx, so shared code reaches them
 * without importing the services. Callers test `import.meta.env.VITE_MSW` inline so other builds
 * drop this module.
 */
export function registerDemoMocks(mocks: DemoMocks) {
  registered = mocks;
}

/** Resolves once the demo worker answers requests; rejects if it could not start. */
export function demoWorkerReady() {
  return registered?.startWorker();
}

/** Resolves once the simulated WebSocket feeds answer sockets; rejects if they could not start. */
export function demoSocketsReady() {
  return registered?.startSockets();
}

/** The in-page responder, once the mocks have loaded. */
export function demoResponder() {
  return registered?.responder();
}
