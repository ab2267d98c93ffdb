import type { AnyServiceParts } from '../shared/registry/parts.ts';
import { answerFrom, servicesFor } from './service-routes.ts';

/**
 * Demo mode: answers the app's fetch requests from the slices' mock handlers inside the page, as
 * the worker's client would (msw runs handlers in the page either way), minus the wait for the
 * service worker to install and its round trips. A service whose replies point at files only the
 * worker can serve (images) is answered once the worker has started; requests no handler knows go out.
 */
export function createInPageResponder(parts: readonly AnyServiceParts[], startWorker: () => Promise<unknown>) {
  return async (request: Request): Promise<Response> => {
    const services = servicesFor(parts, request);
    if (services.length === 0) return fetch(request);
    // Its replies point at files only the worker serves (images): answered once the worker runs.
    if (services[0]!.service.demo.needsWorker) await startWorker();
    // Each answer starts and ends in a task of its own, as a network reply would: the overview's
    // seven answers settled in one task would make one long task of their handlers and parsing.
    await nextTask();
    const response = await untilAborted(answerFrom(services, request), request.signal);
    await nextTask();
    return response ?? fetch(request);
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A handler cannot see the signal; a timeout or a newer request still ends the wait, as fetch would. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
