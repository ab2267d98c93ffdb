import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpointFor } from '../../../shared/config/endpoints.ts';
import { server } from '../../../testing/msw/node.ts';
import { getClientSchema, runConsoleQuery } from './console.ts';

const countries = () => endpointFor('countries');

describe('console queries', () => {
  it('runs a query and reports timing and size', async () => {
    const outcome = await runConsoleQuery(
      countries(),
      'query One($code: ID!) { country(code: $code) { name } }',
      '{"code":"FR"}',
      await getClientSchema(countries()),
    );
    expect(outcome).toMatchObject({ kind: 'reply', json: { data: { country: { name: 'France' } } } });
    expect(outcome.kind === 'reply' && outcome.bytes).toBe(JSON.stringify({ data: { country: { name: 'France' } } }).length);
  });

  it('rejects a query or variables the schema refuses without sending them', async () => {
    const schema = await getClientSchema(countries());
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => sent.push(request.url));
    expect(await runConsoleQuery(countries(), '{ countries { population } }', '', schema)).toMatchObject({ kind: 'local-errors', checked: 'schema' });
    expect(await runConsoleQuery(countries(), 'query One($code: ID!) { country(code: $code) { name } }', '{}', schema)).toMatchObject({
      kind: 'local-errors',
      checked: 'variables',
      errors: [expect.stringMatching(/\$code.*required/)],
    });
    expect(await runConsoleQuery(countries(), '{ country(code: "FR") { name } }', '[1]', schema)).toMatchObject({ kind: 'local-errors', checked: 'variables' });
    expect(sent).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows the CDN’s 400 refusal with its INVALID_QUERY code', async () => {
    server.use(
      http.post('*/graphql', () =>
        HttpResponse.json({ errors: [{ message: 'Syntax Error', extensions: { stellate: { code: 'INVALID_QUERY' } } }] }, { status: 400 }),
      ),
    );
    await expect(runConsoleQuery(countries(), '{ continents { name } }', '', undefined)).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_QUERY',
      upstreamMessage: 'Syntax Error',
    });
  });
});
