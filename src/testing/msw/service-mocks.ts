import type { Path, RequestHandler } from 'msw';

export interface ServiceMocks {
  name: string;
  routes: [method: 'GET' | 'POST', path: Path][];
  load: () => Promise<RequestHandler[]>;
  /** Its replies point at files only the mock worker serves (images), which the page shows at once. */
  needsWorker?: true;
}

/**
 * Each service's handlers and the routes they answer, with no msw code of its own. The routes are
 * repeated here so the demo worker can tell which service a request is for without loading every
 * service's fixtures; lazy-handlers.test.ts proves they are the handlers' own.
 */
export const serviceMocks: ServiceMocks[] = [
  {
    name: 'colleges',
    routes: [['GET', '*/schools']],
    load: () => import('../../services/colleges/mocks.ts').then((module) => module.collegesHandlers),
  },
  {
    name: 'jobs',
    routes: [['GET', '*/api/job-board-api']],
    load: () => import('../../services/jobs/mocks.ts').then((module) => module.jobsHandlers),
  },
  {
    name: 'swap',
    routes: [['GET', '*/swap/allowance-holder/price']],
    load: () => import('../../services/swap/mocks.ts').then((module) => module.swapHandlers),
  },
  {
    name: 'upload',
    routes: [['POST', '*/upload']],
    load: () => import('../../services/upload/mocks.ts').then((module) => module.uploadHandlers),
  },
  {
    name: 'countries',
    routes: [['POST', '*/graphql']],
    load: () => import('../../services/countries/mocks.ts').then((module) => module.countriesHandlers),
  },
  {
    name: 'bpi',
    routes: [
      ['GET', '*/v2/bpi/currentprice.json'],
      ['GET', '*/v2/exchange-rates'],
    ],
    load: () => import('../../services/bpi/mocks.ts').then((module) => module.bpiHandlers),
  },
  {
    name: 'coffee',
    routes: [
      ['GET', '*/random.json'],
      ['GET', '*/random'],
      ['GET', /\/[A-Za-z0-9_-]{11}_coffee\.jpg(\?.*)?$/],
    ],
    load: () => import('../../services/coffee/mocks.ts').then((module) => module.coffeeHandlers),
    needsWorker: true,
  },
];

const loaded = new Map<string, Promise<RequestHandler[]>>();

/** A service's handlers, loaded once (a failed load is tried again by the next request). */
export function handlersOf(service: ServiceMocks): Promise<RequestHandler[]> {
  let handlers = loaded.get(service.name);
  if (!handlers) {
    handlers = service.load();
    handlers.catch(() => loaded.delete(service.name));
    loaded.set(service.name, handlers);
  }
  return handlers;
}

/** The service whose page this is: a page's path starts with its service's name. */
export function serviceOfPage(pathname: string): ServiceMocks | undefined {
  return serviceMocks.find(({ name }) => pathname === `/${name}` || pathname.startsWith(`/${name}/`));
}

/** Starts loading the mocks of the service whose page this is. */
export function preloadMocksFor(pathname: string) {
  const service = serviceOfPage(pathname);
  if (service) handlersOf(service).catch(() => undefined);
}
