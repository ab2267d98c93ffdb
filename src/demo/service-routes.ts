import { getResponse, http, matchRequestUrl, type Path, type RequestHandler } from 'msw';
import type { AnyServiceParts } from '../shared/registry/parts.ts';
import type { DemoRoute } from '../shared/registry/descriptor.ts';
import { handlersOf } from './handlers.ts';

const pathOf = (route: DemoRoute): Path => (route.regex ? new RegExp(route.path) : route.path);

/**
 * The services whose demo routes (from their descriptors) match this request, in registry order,
 * without loading any mocks. Two slices may share an endpoint (Coinbase's exchange rates): a
 * handler that does not know the request passes it on to the next.
 */
export function servicesFor(parts: readonly AnyServiceParts[], request: Request): AnyServiceParts[] {
  const url = new URL(request.url);
  // Matching compiles each route's pattern: a page asks the same few addresses again and again.
  const key = `${request.method} ${url.origin}${url.pathname}`;
  let known = matched.get(parts);
  if (!known) matched.set(parts, (known = new Map()));
  let found = known.get(key);
  if (!found) {
    found = parts.filter(({ service }) => service.demo.routes.some((route) => route.method === request.method && matchRequestUrl(url, pathOf(route)).matches));
    known.set(key, found);
  }
  return found;
}

const matched = new WeakMap<readonly AnyServiceParts[], Map<string, AnyServiceParts[]>>();

/** The first service whose demo routes match this request. */
const serviceFor = (parts: readonly AnyServiceParts[], request: Request): AnyServiceParts | undefined => servicesFor(parts, request)[0];

/** The first answer from the matching services' handlers, in order. */
export async function answerFrom(services: readonly AnyServiceParts[], request: Request): Promise<Response | undefined> {
  for (const service of services) {
    const response = await getResponse(await handlersOf(service), request);
    if (response) return response;
  }
  return undefined;
}

/**
 * The demo worker's only handler. A request on one of a service's routes loads that service's
 * handlers and gets their answer, so a page pays only for the mocks it calls; every other request
 * (the app's own files) is matched once instead of by each handler in turn.
 */
export function lazyHandler(parts: readonly AnyServiceParts[]): RequestHandler {
  return http.all(
    ({ request }) => serviceFor(parts, request) !== undefined,
    ({ request }) => answerFrom(servicesFor(parts, request), request),
  );
}
