import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../shared/config/endpoints.ts';
import { server } from '../../../testing/msw/node.ts';
import { countryListQuery } from './country-list.ts';

const endpoint: Endpoint = { id: 'countries', base: 'https://countries.example.org', viaProxy: false, upstream: 'https://countries.example.org' };

/** Fetches one list and returns the filter variable the server received. */
async function filterSent(params: { continent?: string; currency?: string }) {
  const filters: unknown[] = [];
  server.use(
    http.post('https://countries.example.org/graphql', async ({ request }) => {
      filters.push(((await request.json()) as { variables: { filter: unknown } }).variables.filter);
      return HttpResponse.json({ data: { continents: [], countries: [], __type: { fields: [{ name: 'code' }] } } });
    }),
  );
  await new QueryClient().fetchQuery(countryListQuery(endpoint, params, undefined));
  expect(filters).toHaveLength(1);
  return filters[0] as { continent?: { eq: string }; currency?: { regex: string } };
}

describe('the list filter sent to the server', () => {
  it('maps continent to eq and currency to a whole-item regex over the comma list', async () => {
    expect(await filterSent({})).toEqual({});
    const filter = await filterSent({ continent: 'NA', currency: 'USD' });
    expect(filter).toEqual({ continent: { eq: 'NA' }, currency: { regex: '(^|,)USD(,|$)' } });
    const regex = new RegExp(filter.currency!.regex);
    expect(['USD,USN,USS', 'USD', 'PAB,USD'].map((value) => regex.test(value))).toEqual([true, true, true]);
    expect(['XUSD', 'USDX,EUR', ''].map((value) => regex.test(value))).toEqual([false, false, false]);
  });
});
