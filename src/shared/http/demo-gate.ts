let pending: Promise<unknown> | undefined;

/**
 * Demo mode only: the page renders at once while the mock worker starts, and requests wait on
 * this gate so none leaves before the worker can answer it. main.tsx sets it; callers test
 * `import.meta.env.VITE_MSW` inline so other builds drop the gate.
 */
export function holdRequestsUntil(ready: Promise<unknown>) {
  pending = ready;
}

/** Resolves once the demo worker answers requests; rejects if it could not start. */
export function demoWorkerReady() {
  return pending;
}
