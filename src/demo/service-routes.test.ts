import type { HttpHandler, RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { serviceParts } from '../app/service-parts.ts';
import { services } from '../services/registry.ts';
import type { AnyServiceParts } from '../shared/registry/parts.ts';
import { answerFrom, servicesFor } from './service-routes.ts';

const mockModules = import.meta.glob<RequestHandler[]>('../services/*/fake/mocks.ts', { eager: true, import: 'handlers' });

/** A slice's handlers, read the way Vitest's server reads them (demo builds load them lazily instead). */
function handlersOf(service: (typeof services)[number]): RequestHandler[] {
  const module = mockModules[`../services/${service.id}/${service.demo.module.replace(/^\.\//, '')}`];
  if (!module) throw new Error(`${service.id}: no module ${service.demo.module}`);
  return module;
}

const routesOf = (list: RequestHandler[]) => list.map((handler) => [(handler as HttpHandler).info.method, String((handler as HttpHandler).info.path)]);
const declared = (service: (typeof services)[number]) =>
  service.demo.routes.map((route) => [route.method, route.regex ? String(new RegExp(route.path)) : route.path]);

describe('the demo routes each descriptor declares', () => {
  it.each(services.map((service) => [service.id, service] as const))('are exactly the routes of the %s handlers', (_id, service) => {
    expect(declared(service)).toEqual(routesOf(handlersOf(service)));
  });

  it('send a request to its service and leave the app’s files alone', () => {
    const idOf = (request: Request) => servicesFor(serviceParts as AnyServiceParts[], request)[0]?.service.id;
    expect(idOf(new Request('https://api.data.gov/ed/collegescorecard/v1/schools?page=1'))).toBe('colleges');
    expect(idOf(new Request('https://countries.trevorblades.com/graphql', { method: 'POST', body: '{}' }))).toBe('countries');
    expect(idOf(new Request('https://coffee.alexflipnote.dev/QDTtF7ewaak_coffee.jpg'))).toBe('coffee');
    expect(idOf(new Request('https://countries.trevorblades.com/graphql'))).toBeUndefined();
    expect(idOf(new Request('http://localhost/assets/index-abc.js'))).toBeUndefined();
  });

  it('let two slices share an endpoint: the first that knows the request answers it', async () => {
    const parts = serviceParts as AnyServiceParts[];
    const rates = (currency: string) => new Request(`https://api.coinbase.com/v2/exchange-rates?currency=${currency}`);
    expect(
      servicesFor(parts, rates('ETH'))
        .map((part) => part.service.id)
        .sort(),
    ).toEqual(['bpi', 'swap']);
    for (const currency of ['ETH', 'BTC']) {
      const reply = (await (await answerFrom(servicesFor(parts, rates(currency)), rates(currency)))!.json()) as { data: { currency: string } };
      expect(reply.data.currency).toBe(currency);
    }
  });
});
