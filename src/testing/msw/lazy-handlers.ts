import { getResponse, http, matchRequestUrl, type RequestHandler } from 'msw';
import { handlersOf, serviceMocks, type ServiceMocks } from './service-mocks.ts';

export function serviceFor(request: Request): ServiceMocks | undefined {
  const url = new URL(request.url);
  return serviceMocks.find(({ routes }) => routes.some(([method, path]) => method === request.method && matchRequestUrl(url, path).matches));
}

/**
 * The demo worker's only handler. A request on one of a service's routes loads that service's
 * handlers and gets their answer, so a page pays only for the mocks it calls; every other request
 * (the app's own files) is matched once instead of by each handler in turn.
 */
export function lazyHandler(): RequestHandler {
  return http.all(
    ({ request }) => serviceFor(request) !== undefined,
    async ({ request }) => getResponse(await handlersOf(serviceFor(request)!), request),
  );
}
