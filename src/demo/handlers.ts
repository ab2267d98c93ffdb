import type { RequestHandler } from 'msw';
import type { AnyServiceParts } from '../shared/registry/parts.ts';

// Kept apart from the request matching (which needs msw's code): the entry starts loading a
// page's handlers early and must not carry msw into the first load.
const loaded = new Map<string, Promise<RequestHandler[]>>();

/** A service's handlers, loaded once (a failed load is tried again by the next request). */
export function handlersOf({ service, demoHandlers }: AnyServiceParts): Promise<RequestHandler[]> {
  let handlers = loaded.get(service.id);
  if (!handlers) {
    handlers = demoHandlers ? demoHandlers() : Promise.reject(new Error(`${service.id} has no demo handlers in this build`));
    handlers.catch(() => loaded.delete(service.id));
    loaded.set(service.id, handlers);
  }
  return handlers;
}
