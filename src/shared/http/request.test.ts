import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from '../lib/zod.ts';
import { server } from '../../testing/msw/node.ts';
import { UpstreamError } from './errors.ts';
import { renderHook } from '@testing-library/react';
import type { Endpoint } from '../config/endpoints.ts';
import { request, requestJson } from './request.ts';
import { useRequestLog } from '../hooks/use-request-log.ts';

const URL_ = 'https://upstream.test/items';
const schema = z.object({ items: z.array(z.object({ id: z.number(), name: z.string() })) });

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

const ENDPOINT: Endpoint = { id: 'colleges', base: 'https://upstream.test', viaProxy: false, upstream: 'https://upstream.test' };
const get = (options: Partial<Parameters<typeof requestJson>[0]> = {}) => requestJson({ endpoint: ENDPOINT, path: '/items', schema, ...options });

describe('request', () => {
  it('returns the validated body, status and headers', async () => {
    server.use(http.get(URL_, () => HttpResponse.json({ items: [{ id: 1, name: 'a' }] }, { headers: { 'X-Test': 'yes' } })));
    const result = await request({ endpoint: ENDPOINT, path: '/items', schema });
    expect(result.data.items[0]?.name).toBe('a');
    expect(result.status).toBe(200);
    expect(result.headers.get('x-test')).toBe('yes');
  });

  it('network: a refused connection becomes kind network naming the host', async () => {
    server.use(http.get(URL_, () => HttpResponse.error()));
    const error = await failure(get());
    expect(error.kind).toBe('network');
    expect(error.message).toContain('upstream.test');
    expect(error.service).toBe('colleges');
  });

  it('network: a URL the page security policy does not list is marked as blocked in the browser', async () => {
    server.use(http.get(URL_, () => HttpResponse.error()));
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = "connect-src 'self' https://allowed.test";
    document.head.append(meta);
    try {
      expect((await failure(get())).code).toBe('csp-blocked');
      meta.content = "connect-src 'self' https://upstream.test";
      expect((await failure(get())).code).toBeUndefined();
    } finally {
      meta.remove();
    }
  });

  it('http: a failure the same-origin proxy marks as its own carries its reason as the code', async () => {
    server.use(
      http.get(URL_, () =>
        HttpResponse.json({ message: 'The proxy could not reach api.0x.org (ENOTFOUND)' }, { status: 502, headers: { 'X-Proxy-Error': 'ENOTFOUND' } }),
      ),
    );
    const error = await failure(get());
    expect(error.code).toBe('proxy:ENOTFOUND');
    expect(error.upstreamMessage).toBe('The proxy could not reach api.0x.org (ENOTFOUND)');
  });

  it('timeout: no reply within the limit becomes kind timeout', async () => {
    server.use(
      http.get(URL_, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const error = await failure(get({ timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('No reply within 0 s');
  });

  it("the caller's abort is not an UpstreamError (the query was superseded)", async () => {
    server.use(
      http.get(URL_, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = get({ signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(UpstreamError);
    expect((error as Error).name).toBe('AbortError');
  });

  it("http: the slice's error-body reader gives the upstream code, message and field details", async () => {
    const body = { problems: [{ id: 'field_not_found', param: 'fields', text: "The input field 'wombat' is not a field." }] };
    server.use(http.get(URL_, () => HttpResponse.json(body, { status: 400 })));
    const describeError = (value: unknown, status: number) => {
      const problem = (value as typeof body).problems[0]!;
      return { code: `${problem.id}/${status}`, message: problem.text, details: [{ field: problem.param, message: problem.text }] };
    };
    const error = await failure(get({ describeError }));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 'field_not_found/400', upstreamMessage: "The input field 'wombat' is not a field." });
    expect(error.details).toEqual([{ field: 'fields', message: "The input field 'wombat' is not a field." }]);
  });

  it('http: without a slice reader, or when it finds nothing, the generic reader reads {message, code}', async () => {
    server.use(http.get(URL_, () => HttpResponse.json({ code: 'NOPE', message: 'Not today' }, { status: 403 })));
    expect(await failure(get({ describeError: () => undefined }))).toMatchObject({ kind: 'http', status: 403, code: 'NOPE', upstreamMessage: 'Not today' });
  });

  it('http: an HTML 500 page is read, summarised by its title and kept raw', async () => {
    server.use(http.get(URL_, () => HttpResponse.html('<html><head><title>Oops! An Error Occurred</title></head><body>x</body></html>', { status: 500 })));
    const error = await failure(get());
    expect(error).toMatchObject({ kind: 'http', status: 500, upstreamMessage: 'Oops! An Error Occurred' });
    expect(error.message).toContain('HTML error page');
    expect(error.rawBody).toContain('<title>');
  });

  it('rate-limited: 429 carries Retry-After in milliseconds and the gateway code', async () => {
    server.use(
      http.get(URL_, () =>
        HttpResponse.json({ code: 'OVER_RATE_LIMIT', message: 'You have exceeded your rate limit.' }, { status: 429, headers: { 'Retry-After': '7' } }),
      ),
    );
    const error = await failure(get());
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, code: 'OVER_RATE_LIMIT', retryAfterMs: 7000 });
  });

  it('invalid-response: a 200 that does not match the schema names the bad field', async () => {
    server.use(http.get(URL_, () => HttpResponse.json({ items: [{ id: 'one', name: 'a' }] })));
    const error = await failure(get());
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('items.0.id');
    expect(error.details[0]?.field).toBe('items.0.id');
  });

  it('invalid-response: malformed JSON, an HTML 200 and an empty 200 are each explained', async () => {
    server.use(http.get(URL_, () => new HttpResponse('{"items": [', { headers: { 'Content-Type': 'application/json' } })));
    expect((await failure(get())).message).toMatch(/not valid JSON/);
    server.use(http.get(URL_, () => HttpResponse.html('<!doctype html><title>Just a moment...</title>')));
    expect((await failure(get())).message).toMatch(/HTML page instead of JSON/);
    server.use(http.get(URL_, () => new HttpResponse(null, { status: 200 })));
    expect((await failure(get())).message).toBe('The service sent an empty reply');
  });

  it('upstream: an error reported inside a 200 becomes kind upstream', async () => {
    server.use(http.get(URL_, () => HttpResponse.json({ errors: [{ message: 'Cannot query field "population"' }] })));
    const error = await failure(
      get({ inBandError: (body) => ((body as { errors?: unknown[] }).errors ? { message: 'Cannot query field "population"' } : undefined) }),
    );
    expect(error).toMatchObject({ kind: 'upstream', upstreamMessage: 'Cannot query field "population"' });
  });

  it("masks the endpoint's key in the reported request and in the raw body", async () => {
    server.use(http.get(URL_, () => HttpResponse.json({ code: 'API_KEY_INVALID', message: 'bad key secret-123' }, { status: 403 })));
    const error = await failure(get({ endpoint: { ...ENDPOINT, key: 'secret-123' }, query: { api_key: 'secret-123', q: 'x' } }));
    expect(error.request?.url).toBe('https://upstream.test/items?api_key=•••&q=x');
    expect(error.upstreamMessage).toBe('bad key •••');
    expect(error.rawBody).not.toContain('secret-123');
  });

  it('sends JSON bodies with POST and the caller headers', async () => {
    let seen: { method: string; type: string | null; custom: string | null; body: unknown } | undefined;
    server.use(
      http.post(URL_, async ({ request: req }) => {
        seen = { method: req.method, type: req.headers.get('content-type'), custom: req.headers.get('x-custom'), body: await req.json() };
        return HttpResponse.json({ items: [] });
      }),
    );
    await get({ json: { query: '{ a }' }, headers: { 'x-custom': '1' } });
    expect(seen).toEqual({ method: 'POST', type: 'application/json', custom: '1', body: { query: '{ a }' } });
  });

  it('sends to an endpoint path: the log names the upstream and its proxy target, and the key is masked', async () => {
    server.use(http.get(`${URL_}/schools`, () => HttpResponse.json({ items: [] })));
    const endpoint: Endpoint = { id: 'colleges', base: URL_, viaProxy: true, upstream: 'https://api.real.test/v1', key: 'secret-456' };
    await request({ endpoint, path: '/schools', query: { api_key: 'secret-456', q: 'a b', skip: undefined }, schema });
    const { result } = renderHook(() => useRequestLog(['colleges']));
    expect(result.current[0]).toMatchObject({
      service: 'colleges',
      url: 'https://upstream.test/items/schools?api_key=•••&q=a+b',
      viaProxyTo: 'https://api.real.test/v1/schools',
      outcome: 'ok',
    });
  });
});

describe('request, stream mode', () => {
  const endpoint: Endpoint = { id: 'upload-files', base: 'https://files.test', viaProxy: false, upstream: 'https://files.test' };
  const stream = () => request({ endpoint, path: '/dl/1/a.bin', read: 'stream' });

  it('hands back the bytes unread, with the headers', async () => {
    server.use(http.get('https://files.test/dl/1/a.bin', () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Length': '3' } })));
    const reply = await stream();
    expect(reply.headers.get('content-length')).toBe('3');
    expect(new Uint8Array(await new Response(reply.body).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('reads a failure like any other, and an HTML page where bytes were asked for is invalid', async () => {
    server.use(http.get('https://files.test/dl/1/a.bin', () => HttpResponse.html('<title>Not found</title>', { status: 404 })));
    expect(await failure(stream())).toMatchObject({ kind: 'http', status: 404, upstreamMessage: 'Not found', service: 'upload-files' });
    server.use(http.get('https://files.test/dl/1/a.bin', () => HttpResponse.html('<title>Gone</title>')));
    expect(await failure(stream())).toMatchObject({ kind: 'invalid-response', status: 200 });
  });
});
