import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/lib/zod.ts';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { server } from '../../../testing/msw/node.ts';
import { postGraphql } from './graphql.ts';

const endpoint: Endpoint = { id: 'countries', base: 'https://countries.example.org', viaProxy: false, upstream: 'https://countries.example.org' };
const operation = {
  operationName: 'One',
  query: 'query One($code: ID!) { country(code: $code) { name } }',
  variables: { code: 'FR' },
  schema: z.object({ country: z.nullable(z.object({ name: z.string() })) }),
};

/** Answers the next POSTs with `reply` and keeps the bodies that were sent. */
function answer(reply: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  server.use(
    http.post('https://countries.example.org/graphql', async ({ request }) => {
      sent.push(await request.json());
      return reply();
    }),
  );
  return sent;
}

describe('postGraphql through the shared request()', () => {
  it('sends one POST with the operation and hands back the validated data', async () => {
    const sent = answer(() => HttpResponse.json({ data: { country: { name: 'France' } } }));
    await expect(postGraphql(endpoint, operation)).resolves.toEqual({ data: { country: { name: 'France' } }, partialErrors: [] });
    expect(sent).toEqual([
      expect.objectContaining({ operationName: 'One', variables: { code: 'FR' }, query: expect.stringContaining('country(code: $code)') }),
    ]);
  });

  it('sends again for the same operation: TanStack Query decides what is fresh', async () => {
    const sent = answer(() => HttpResponse.json({ data: { country: { name: 'France' } } }));
    await postGraphql(endpoint, operation);
    await postGraphql(endpoint, operation);
    expect(sent).toHaveLength(2);
  });

  it('keeps partial data with its errors, and turns errors without data into one explained error', async () => {
    answer(() => HttpResponse.json({ data: { country: { name: 'France' } }, errors: [{ message: 'Slow field', path: ['country', 'capital'] }] }));
    await expect(postGraphql(endpoint, operation)).resolves.toMatchObject({ partialErrors: [{ message: 'Slow field', path: 'country.capital' }] });
    answer(() => HttpResponse.json({ data: null, errors: [{ message: 'Unknown code', extensions: { code: 'BAD_USER_INPUT' } }] }));
    await expect(postGraphql(endpoint, operation)).rejects.toMatchObject({ kind: 'upstream', code: 'BAD_USER_INPUT', upstreamMessage: 'Unknown code' });
  });

  it('refuses a reply that is not a GraphQL envelope', async () => {
    answer(() => HttpResponse.json({ unexpected: 'shape' }));
    await expect(postGraphql(endpoint, operation)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: expect.stringMatching(/needs "data" or "errors"/),
    });
    answer(() => HttpResponse.json({ data: 'text' }));
    await expect(postGraphql(endpoint, operation)).rejects.toMatchObject({ kind: 'invalid-response' });
    answer(() => HttpResponse.json({ errors: [{ nope: 1 }] }));
    await expect(postGraphql(endpoint, operation)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports data that fails the schema, an HTML error page and a dropped connection as the request layer does', async () => {
    answer(() => HttpResponse.json({ data: { country: { name: 42 } } }));
    await expect(postGraphql(endpoint, operation)).rejects.toMatchObject({
      kind: 'invalid-response',
      details: [expect.objectContaining({ field: 'data.country.name' })],
    });
    answer(() => new HttpResponse('<html><title>Bad gateway</title></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    await expect(postGraphql(endpoint, operation)).rejects.toMatchObject({ kind: 'http', status: 502 });
    answer(() => HttpResponse.error());
    await expect(postGraphql(endpoint, operation)).rejects.toMatchObject({ kind: 'network' });
  });

  it('aborts the request when the caller’s signal aborts', async () => {
    let aborted = false;
    server.use(
      http.post('https://countries.example.org/graphql', async ({ request }) => {
        request.signal.addEventListener('abort', () => (aborted = true));
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const running = postGraphql(endpoint, operation, controller.signal);
    await delay(20);
    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(aborted).toBe(true);
  });
});
