import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './handlers.ts';
import { serviceFor } from './lazy-handlers.ts';
import { serviceMocks } from './service-mocks.ts';

const routesOf = (list: unknown[]) => list.map((handler) => [(handler as HttpHandler).info.method, String((handler as HttpHandler).info.path)]);

describe('the demo worker’s route table', () => {
  it.each(serviceMocks.map((service) => [service.name, service] as const))('lists exactly the routes of the %s handlers', async (_name, service) => {
    const routes = service.routes.map(([method, path]) => [method, String(path)]);
    expect(routes).toEqual(routesOf(await service.load()));
  });

  it('covers every handler the tests use', () => {
    expect(serviceMocks.flatMap((service) => service.routes).length).toBe(handlers.length);
  });

  it('sends a request to its service and leaves the app’s files alone', () => {
    expect(serviceFor(new Request('https://api.data.gov/ed/collegescorecard/v1/schools?page=1'))?.name).toBe('colleges');
    expect(serviceFor(new Request('https://countries.trevorblades.com/graphql', { method: 'POST', body: '{}' }))?.name).toBe('countries');
    expect(serviceFor(new Request('https://coffee.alexflipnote.dev/QDTtF7ewaak_coffee.jpg'))?.name).toBe('coffee');
    expect(serviceFor(new Request('https://countries.trevorblades.com/graphql'))).toBeUndefined();
    expect(serviceFor(new Request('http://localhost/assets/index-abc.js'))).toBeUndefined();
  });
});
