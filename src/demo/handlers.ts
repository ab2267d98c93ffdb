import type { RequestHandler, WebSocketHandler } from 'msw';
import type { ServiceDescriptor } from '../shared/registry/descriptor.ts';
import type { AnyServiceParts } from '../shared/registry/parts.ts';

type MockModule = { handlers?: RequestHandler[]; socketHandlers?: WebSocketHandler[] };

/** Each slice's mocks, the modules its descriptor's `demo` names; each a lazy import of its own. */
const mockModules = import.meta.glob<MockModule>(['../services/*/fake/mocks.ts', '../services/*/fake/stream-mocks.ts']);

function loadMocks(service: ServiceDescriptor, path: string): Promise<MockModule> {
  const load = mockModules[`../services/${service.id}/${path.replace(/^\.\//, '')}`];
  return load ? load() : Promise.reject(new Error(`${service.id}: its demo names ${path}, which is not among the mock modules src/demo/handlers.ts loads`));
}

// Kept apart from the request matching (which needs msw's code): the entry starts loading a
// page's handlers early and must not carry msw into the first load.
const loaded = new Map<string, Promise<RequestHandler[]>>();

/** A service's handlers, loaded once (a failed load is tried again by the next request). */
export function handlersOf({ service }: AnyServiceParts): Promise<RequestHandler[]> {
  let handlers = loaded.get(service.id);
  if (!handlers) {
    handlers = loadMocks(service, service.demo.module).then(
      (module) => module.handlers ?? Promise.reject(new Error(`${service.id}: ${service.demo.module} exports no handlers`)),
    );
    handlers.catch(() => loaded.delete(service.id));
    loaded.set(service.id, handlers);
  }
  return handlers;
}

/** The simulated feeds of a service's WebSocket upstreams (none when its demo names no socket module). */
export async function socketHandlersOf({ service }: AnyServiceParts): Promise<WebSocketHandler[]> {
  const path = service.demo.socketModule;
  if (!path) return [];
  const module = await loadMocks(service, path);
  if (!module.socketHandlers) throw new Error(`${service.id}: ${path} exports no socketHandlers`);
  return module.socketHandlers;
}
