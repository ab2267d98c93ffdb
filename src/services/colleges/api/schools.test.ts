import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw/node.ts';
import { UpstreamError } from '../../../shared/http/errors.ts';
import { GATEWAY_ERRORS } from '../fake/scorecard.ts';
import { listSchools, schoolCountQuery, schoolQuery } from './schools.ts';
import type { Endpoint } from '../../../shared/config/endpoints.ts';

const target: Endpoint = {
  id: 'colleges',
  base: 'https://api.data.gov/ed/collegescorecard/v1',
  viaProxy: false,
  upstream: 'https://api.data.gov/ed/collegescorecard/v1',
  key: 'secret-key-123',
};

async function failure(reply: () => Response): Promise<UpstreamError> {
  server.use(http.get('*/schools', reply));
  const error = await listSchools(target, { fields: 'id' }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UpstreamError);
  return error as UpstreamError;
}

describe('listSchools', () => {
  it('sends the key as the api_key query parameter (no header) and reads flat keys', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/schools', ({ request }) => {
        seen = request;
        return HttpResponse.json({ metadata: { total: 1, page: 0, per_page: 20 }, results: [{ id: 1, 'school.name': 'A', 'latest.student.size': null }] });
      }),
    );
    const page = await listSchools(target, { 'school.name': 'texas', fields: 'id,school.name,latest.student.size' });
    const url = new URL(seen?.url ?? '');
    expect(url.pathname).toBe('/ed/collegescorecard/v1/schools');
    expect(url.searchParams.get('api_key')).toBe('secret-key-123');
    expect(url.searchParams.get('school.name')).toBe('texas');
    expect(seen?.headers.get('x-api-key')).toBeNull();
    expect(page.results[0]?.['latest.student.size']).toBeNull();
  });

  it('turns the gateway 429 into a rate-limited error with its Retry-After', async () => {
    const error = await failure(() => HttpResponse.json(GATEWAY_ERRORS.overLimit, { status: 429, headers: { 'Retry-After': '120' } }));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, code: 'OVER_RATE_LIMIT', retryAfterMs: 120_000 });
  });

  it('keeps the gateway 403 codes', async () => {
    expect(await failure(() => HttpResponse.json(GATEWAY_ERRORS.missing, { status: 403 }))).toMatchObject({
      kind: 'http',
      status: 403,
      code: 'API_KEY_MISSING',
    });
    expect(await failure(() => HttpResponse.json(GATEWAY_ERRORS.invalid, { status: 403 }))).toMatchObject({ code: 'API_KEY_INVALID' });
  });

  it('lists every item of a 400 errors[] body, by parameter or input', async () => {
    const body = {
      errors: [
        { error: 'field_not_found', input: 'wombat', message: "The input field 'wombat' (in the fields parameter) is not a field in this dataset." },
        {
          error: 'parameter_type_error',
          parameter: 'school.ownership',
          input: 'frog',
          message: "The parameter 'school.ownership' expects a value of type integer.",
        },
      ],
    };
    const error = await failure(() => HttpResponse.json(body, { status: 400 }));
    expect(error.code).toBe('field_not_found');
    expect(error.details).toEqual([
      { field: 'wombat', message: body.errors[0]?.message },
      { field: 'school.ownership', message: body.errors[1]?.message },
    ]);
  });

  it('reports an HTML 500 page as an HTTP error with the page title', async () => {
    const error = await failure(
      () =>
        new HttpResponse('<html><head><title>Oops! An Error Occurred</title></head><body>500</body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(error.message).toContain('HTML');
  });

  it('masks the key in the error’s request line', async () => {
    const error = await failure(() => HttpResponse.json({ unexpected: 'shape' }));
    expect(error.kind).toBe('invalid-response');
    expect(error.request?.url).not.toContain('secret-key-123');
  });
});

describe('one school and the count of operating schools', () => {
  it('asks for one id and counts with a single cheap call', async () => {
    const urls: URL[] = [];
    server.events.on('request:start', ({ request }) => urls.push(new URL(request.url)));
    const client = new QueryClient();
    const school = await client.fetchQuery(schoolQuery(target, 228778));
    expect(school?.['school.name']).toBe('The University of Texas at Austin');
    expect(await client.fetchQuery(schoolQuery(target, 1))).toBeNull();
    const total = await client.fetchQuery(schoolCountQuery(target));
    expect(total).toBeGreaterThan(50);
    expect(urls.at(-1)?.searchParams.get('per_page')).toBe('1');
    expect(urls.at(-1)?.searchParams.get('fields')).toBe('id');
    server.events.removeAllListeners();
  });
});

describe('the unknown-endpoint 404', () => {
  it('keeps its code and message', async () => {
    const error = await failure(() => HttpResponse.json({ error: 404, message: 'x not found. Available endpoints: schools' }, { status: 404 }));
    expect(error).toMatchObject({ status: 404, code: '404', upstreamMessage: 'x not found. Available endpoints: schools' });
  });
});
